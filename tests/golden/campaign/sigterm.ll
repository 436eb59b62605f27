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
; TIMEOUT: 480
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/log-opt.sh %t/bin/opt-22 && \
; RUN:   export PATH=%t/bin:$PATH FAKE_OPT_SLEEP=0.3 OPT_SEED_LOG=%t/seen; \
; RUN:   timeout -s TERM 2 "$LLFUZZ_BIN" campaign --db %t/t.db --count 1000 --batch 2 -j 2 -q --engine opt-22:-O2; \
; RUN:   echo "exit $?") > %t.out1 2> %t.err1
; RUN: FileCheck --input-file=%t.out1 %s --check-prefix=CHECK1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1 --allow-empty
; CHECK1: exit 124
; STDERR1-NOT: worker {{[0-9]+}}
; STDERR1-NOT: skipped
; STDERR1-NOT: requeued
; RUN: (export PATH=%t/bin:$PATH FAKE_OPT_SLEEP=0.1 OPT_SEED_LOG=%t/seen; \
; RUN:   %llfuzz campaign --db %t/t.db --count 6 --batch 2 -j 2 -q --engine opt-22:-O2 2>%t/err && cat %t/err && \
; RUN:   next=$(sed -n 's/.*next seed \([0-9]*\).*/\1/p' %t/err) && %S/Inputs/seeds-once.sh $next %t/seen && \
; RUN:   %llfuzz db stats --db %t/t.db | grep -c "work: *$((next - 1)) modules") | FileCheck %s --check-prefix=CHECK2
; CHECK2: llfuzz campaign 1 (continued)
; CHECK2: llfuzz campaign 1: 6 modules
; CHECK2: each once
; CHECK2-NEXT: 1
;
; Two signals (0.3 s apart, while the second batches sleep in the stand-in
; for opt): the batches in flight are requeued.
; RUN: (mkdir -p %t/bin && cp %S/Inputs/log-opt.sh %t/bin/opt-22 && export PATH=%t/bin:$PATH FAKE_OPT_SLEEP=1.5 OPT_SEED_LOG=%t/seen1; \
; RUN:   %llfuzz campaign --db %t/r.db --count 1000 --batch 2 -j 2 -q --engine opt-22:-O2 & pid=$!; \
; RUN:   while [ ! -s %t/seen1 ]; do sleep 0.05; done; \
; RUN:   sleep 0.6; kill -TERM $pid; sleep 0.3; kill -TERM $pid; wait $pid; echo "exit $?"; \
; RUN:   %S/Inputs/done-seeds.sh %t/r.db 2 > %t/before) > %t.out3 2> %t.err3
; RUN: FileCheck --input-file=%t.out3 %s --check-prefix=CHECK3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=STDERR3
; CHECK3: exit 0
; STDERR3: {{[12]}} batches requeued (stopped before they were done)
; RUN: (export PATH=%t/bin:$PATH FAKE_OPT_SLEEP=0.1 OPT_SEED_LOG=%t/seen2; \
; RUN:   %llfuzz campaign --db %t/r.db --count 10 --batch 2 -j 2 -q --engine opt-22:-O2 2>%t/err && cat %t/err && \
; RUN:   next=$(sed -n 's/.*next seed \([0-9]*\).*/\1/p' %t/err) && %S/Inputs/seeds-once.sh $next %t/before %t/seen2 && \
; RUN:   %llfuzz db stats --db %t/r.db | grep -c "work: *$((next - 1)) modules") | FileCheck %s --check-prefix=CHECK4
; CHECK4: llfuzz campaign 1 (continued): {{.*}} ({{[12]}} requeued batches first)
; CHECK4: each once
; CHECK4-NEXT: 1
