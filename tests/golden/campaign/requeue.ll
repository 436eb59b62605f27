; kill -9 of a campaign (and its workers) loses at most the batches in
; flight: their leases stay held by a process that is gone, and the next run
; of the campaign requeues them and runs them first.  Exact: the seeds the
; store had done after the kill and those the next run saw are 1 .. the next
; seed - 1, each once (the stand-in for opt-22, Inputs/log-opt.sh, logs the
; seeds it sees), and the store counts each module once.
; REQUIRES: sqlite3
; TIMEOUT: 360
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/log-opt.sh %t/bin/opt-22 && \
; RUN:   export PATH=%t/bin:$PATH FAKE_OPT_SLEEP=0.5 OPT_SEED_LOG=%t/seen1; \
; RUN:   setsid "$LLFUZZ_BIN" campaign --db %t/k.db --count 1000 --batch 2 -j 2 -q --engine opt-22:-O2 2>/dev/null & pid=$!; \
; RUN:   sleep 2; kill -9 -- -$pid; wait $pid; \
; RUN:   %S/Inputs/done-seeds.sh %t/k.db 2 > %t/before && \
; RUN:   sqlite3 %t/k.db "SELECT state, count(*) FROM lease WHERE state <> 'done' GROUP BY state") | FileCheck %s --check-prefix=CHECK1
; CHECK1: held|{{[12]}}
; RUN: %llfuzz db stats --db %t/k.db | FileCheck %s --check-prefix=CHECK2
; CHECK2: batches: {{ *}}{{[12]}} held (running, or by a killed process), 0 requeued, 0 skipped
; RUN: (export PATH=%t/bin:$PATH FAKE_OPT_SLEEP=0.1 OPT_SEED_LOG=%t/seen2; \
; RUN:   %llfuzz campaign --db %t/k.db --count 10 --batch 2 -j 2 -q --engine opt-22:-O2 2>%t/err && cat %t/err && \
; RUN:   next=$(sed -n 's/.*next seed \([0-9]*\).*/\1/p' %t/err) && %S/Inputs/seeds-once.sh $next %t/before %t/seen2 && \
; RUN:   %llfuzz db stats --db %t/k.db | grep -c "work: *$((next - 1)) modules" && \
; RUN:   sqlite3 %t/k.db "SELECT count(*) FROM lease WHERE state <> 'done'") | FileCheck %s --check-prefix=CHECK3
; CHECK3: llfuzz campaign 1 (continued): {{.*}} ({{[12]}} requeued batches first)
; CHECK3: each once
; CHECK3-NEXT: 1
; CHECK3-NEXT: 0
