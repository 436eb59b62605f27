; A campaign killed with SIGKILL (it and its workers) at random moments
; leaves a store that passes SQLite's integrity check, and a rerun continues
; the campaign where its last committed batch left it (at seed 5 or later:
; the first run completes seeds 1-4).
; RUN: llfuzz campaign --db %T/k.db --count 4 --batch 2 -j 2 -q --engine opt-22:-O2
; STDERR: next seed 5
; RUN: i=0; while [ $i -lt 6 ]; do \
; RUN:   setsid llfuzz campaign --db %T/k.db --count 2000 --batch 2 -j 2 -q --engine opt-22:-O2 2>/dev/null & pid=$!; \
; RUN:   sleep $(awk "BEGIN { srand($$ + $i); printf \"%.2f\", 0.3 + rand() * 1.5 }"); \
; RUN:   kill -9 -- -$pid 2>/dev/null || kill -9 $pid; wait $pid; \
; RUN:   llfuzz db check --db %T/k.db || exit 1; i=$((i + 1)); \
; RUN: done; echo six kills
; CHECK: k.db: ok
; CHECK: k.db: ok
; CHECK: k.db: ok
; CHECK: k.db: ok
; CHECK: k.db: ok
; CHECK: k.db: ok
; CHECK: six kills
; RUN: llfuzz campaign --db %T/k.db --count 4 --batch 2 -j 2 -q --engine opt-22:-O2
; STDERR: llfuzz campaign 1 (continued): engines opt-22:-O2; 2 workers; store {{.*}}k.db; seeds from {{([5-9]|[1-9][0-9]+)}}
; STDERR: 4 modules
; RUN: llfuzz db stats --db %T/k.db
; CHECK: campaign 1
; CHECK-NOT: campaign 2
