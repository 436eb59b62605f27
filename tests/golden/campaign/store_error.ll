; A worker that cannot store its batch (here a trigger refuses the stats
; row) says so and ends: it gets no more batches, its batch stays undone and
; is requeued, and the campaign ends with exit status 2.  Before, the
; parent handed the next batch to the ended worker, then took it for dead
; and skipped that batch, never run.
; REQUIRES: sqlite3
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/log-opt.sh %t/bin/opt-22 && export PATH=%t/bin:$PATH OPT_SEED_LOG=%t/seen; \
; RUN:   %llfuzz db init --db %t/e.db >/dev/null && \
; RUN:   sqlite3 %t/e.db "CREATE TRIGGER no_stats BEFORE INSERT ON stats BEGIN SELECT RAISE(ABORT, 'no stats today'); END" && \
; RUN:   %llfuzz campaign --db %t/e.db --count 20 --batch 2 -j 2 -q --engine opt-22:-O2; echo "exit $?"; \
; RUN:   sqlite3 %t/e.db "SELECT state, count(*) FROM lease GROUP BY state") > %t.out1 2> %t.err1
; RUN: FileCheck --input-file=%t.out1 %s --check-prefix=CHECK1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=NOSTDERR1 --allow-empty
; CHECK1: exit 2
; CHECK1-NEXT: free|2
; STDERR1-DAG: llfuzz campaign: worker: error {{.*}}e.db: insert stats: no stats today
; STDERR1-DAG: 0 modules, {{.*}}, 2 batches requeued (stopped before they were done)
; NOSTDERR1-NOT: skipped
; RUN: %llfuzz db stats --db %t/e.db | FileCheck %s --check-prefix=CHECK2
; CHECK2: batches: {{ *}}0 held (running, or by a killed process), 2 requeued, 0 skipped (a worker died)
