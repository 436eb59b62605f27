; A campaign killed with SIGKILL (it and its workers) at random moments
; leaves a store that passes SQLite's integrity check, and a rerun continues
; the campaign where its last committed batch left it (at seed 5 or later:
; the first run completes seeds 1-4).
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz campaign --db %t/k.db --count 4 --batch 2 -j 2 -q --engine opt-22:-O2 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: next seed 5
; RUN: (i=0; while [ $i -lt 6 ]; do \
; RUN:   setsid llfuzz campaign --db %t/k.db --count 2000 --batch 2 -j 2 -q --engine opt-22:-O2 2>/dev/null & pid=$!; \
; RUN:   sleep $(awk "BEGIN { srand($$ + $i); printf \"%.2f\", 0.3 + rand() * 1.5 }"); \
; RUN:   kill -9 -- -$pid 2>/dev/null || kill -9 $pid; wait $pid; \
; RUN:   %llfuzz db check --db %t/k.db || exit 1; i=$((i + 1)); \
; RUN: done; echo six kills) | FileCheck %s --check-prefix=CHECK2
; CHECK2: k.db: ok
; CHECK2: k.db: ok
; CHECK2: k.db: ok
; CHECK2: k.db: ok
; CHECK2: k.db: ok
; CHECK2: k.db: ok
; CHECK2: six kills
; RUN: %llfuzz campaign --db %t/k.db --count 4 --batch 2 -j 2 -q --engine opt-22:-O2 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3-DAG: llfuzz campaign 1 (continued): engines opt-22:-O2; 2 workers; store {{.*}}k.db; seeds from {{([5-9]|[1-9][0-9]+)}}
; STDERR3-DAG: 4 modules
; RUN: %llfuzz db stats --db %t/k.db | FileCheck %s --check-prefix=CHECK4
; CHECK4: campaign 1
; CHECK4-NOT: campaign 2
