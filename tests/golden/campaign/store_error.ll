; A worker that cannot store its batch (here a trigger refuses the stats
; row) says so and ends: it gets no more batches, its batch stays undone and
; is requeued, and the campaign ends with exit status 2.  Before, the
; parent handed the next batch to the ended worker, then took it for dead
; and skipped that batch, never run.
; REQUIRES: sqlite3
; RUN: mkdir -p %T/bin && cp %S/Inputs/log-opt.sh %T/bin/opt-22 && export PATH=%T/bin:$PATH OPT_SEED_LOG=%T/seen; \
; RUN:   llfuzz db init --db %T/e.db >/dev/null && \
; RUN:   sqlite3 %T/e.db "CREATE TRIGGER no_stats BEFORE INSERT ON stats BEGIN SELECT RAISE(ABORT, 'no stats today'); END" && \
; RUN:   llfuzz campaign --db %T/e.db --count 20 --batch 2 -j 2 -q --engine opt-22:-O2; echo "exit $?"; \
; RUN:   sqlite3 %T/e.db "SELECT state, count(*) FROM lease GROUP BY state"
; CHECK: exit 2
; CHECK-NEXT: free|2
; STDERR: llfuzz campaign: worker: error {{.*}}e.db: insert stats: no stats today
; STDERR: 0 modules, {{.*}}, 2 batches requeued (stopped before they were done)
; STDERR-NOT: skipped
; RUN: llfuzz db stats --db %T/e.db
; CHECK: batches: {{ *}}0 held (running, or by a killed process), 2 requeued, 0 skipped (a worker died)
