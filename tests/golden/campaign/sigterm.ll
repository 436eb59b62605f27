; SIGTERM (what timeout(1), CI and service managers send, to the whole
; process group) stops a campaign like SIGINT: no batch is handed out any
; more, the workers finish the batches in flight and store them, and the
; campaign continues after them.  Before, SIGTERM killed the workers and
; their batches were skipped for good.  A second signal kills the workers:
; their batches are requeued (not done), and the next run takes them first.
;
; The check is exact: a stand-in for opt-22 (Inputs/log-opt.sh) logs the
; seeds of each batch it finishes for a live worker; the seeds the store
; has done (Inputs/done-seeds.sh) and those of the next run must be 1 .. the
; next seed - 1, each once, and the store counts each module once.
; REQUIRES: sqlite3
; TIMEOUT: 120
; RUN: mkdir -p %T/bin && cp %S/Inputs/log-opt.sh %T/bin/opt-22 && \
; RUN:   export PATH=%T/bin:$PATH FAKE_OPT_SLEEP=0.3 OPT_SEED_LOG=%T/seen; \
; RUN:   timeout -s TERM 2 "$LLFUZZ_BIN" campaign --db %T/t.db --count 1000 --batch 2 -j 2 -q --engine opt-22:-O2; \
; RUN:   echo "exit $?"
; CHECK: exit 124
; STDERR-NOT: worker {{[0-9]+}}
; STDERR-NOT: skipped
; STDERR-NOT: requeued
; RUN: export PATH=%T/bin:$PATH FAKE_OPT_SLEEP=0.1 OPT_SEED_LOG=%T/seen; \
; RUN:   llfuzz campaign --db %T/t.db --count 6 --batch 2 -j 2 -q --engine opt-22:-O2 2>%T/err && cat %T/err && \
; RUN:   next=$(sed -n 's/.*next seed \([0-9]*\).*/\1/p' %T/err) && %S/Inputs/seeds-once.sh $next %T/seen && \
; RUN:   llfuzz db stats --db %T/t.db | grep -c "work: *$((next - 1)) modules"
; CHECK: llfuzz campaign 1 (continued)
; CHECK: llfuzz campaign 1: 6 modules
; CHECK: each once
; CHECK-NEXT: 1
;
; Two signals (0.3 s apart, while the second batches sleep in the stand-in
; for opt): the batches in flight are requeued.
; RUN: mkdir -p %T/bin && cp %S/Inputs/log-opt.sh %T/bin/opt-22 && export PATH=%T/bin:$PATH FAKE_OPT_SLEEP=1.5 OPT_SEED_LOG=%T/seen1; \
; RUN:   llfuzz campaign --db %T/r.db --count 1000 --batch 2 -j 2 -q --engine opt-22:-O2 & pid=$!; \
; RUN:   while [ ! -s %T/seen1 ]; do sleep 0.05; done; \
; RUN:   sleep 0.6; kill -TERM $pid; sleep 0.3; kill -TERM $pid; wait $pid; echo "exit $?"; \
; RUN:   %S/Inputs/done-seeds.sh %T/r.db 2 > %T/before
; CHECK: exit 0
; STDERR: {{[12]}} batches requeued (stopped before they were done)
; RUN: export PATH=%T/bin:$PATH FAKE_OPT_SLEEP=0.1 OPT_SEED_LOG=%T/seen2; \
; RUN:   llfuzz campaign --db %T/r.db --count 10 --batch 2 -j 2 -q --engine opt-22:-O2 2>%T/err && cat %T/err && \
; RUN:   next=$(sed -n 's/.*next seed \([0-9]*\).*/\1/p' %T/err) && %S/Inputs/seeds-once.sh $next %T/before %T/seen2 && \
; RUN:   llfuzz db stats --db %T/r.db | grep -c "work: *$((next - 1)) modules"
; CHECK: llfuzz campaign 1 (continued): {{.*}} ({{[12]}} requeued batches first)
; CHECK: each once
; CHECK-NEXT: 1
