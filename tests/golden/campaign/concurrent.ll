; Two campaigns with the same parameters on one store at the same time are
; one campaign (one row) and split its seeds: each batch is a lease taken
; in the store, so no seed runs twice, and with --count each process stops
; after its own count.  Before, both ran seeds 1..20: twice the work, every
; count doubled.  The stand-in for opt-22 (Inputs/log-opt.sh) logs the
; seeds of every batch it sees.
; REQUIRES: sqlite3
; TIMEOUT: 120
; RUN: mkdir -p %T/bin && cp %S/Inputs/log-opt.sh %T/bin/opt-22 && \
; RUN:   export PATH=%T/bin:$PATH FAKE_OPT_SLEEP=0.2 OPT_SEED_LOG=%T/seen; \
; RUN:   llfuzz campaign --db %T/c.db --count 20 --batch 2 -j 2 -q --engine opt-22:-O2 2>%T/e1 & a=$!; \
; RUN:   llfuzz campaign --db %T/c.db --count 20 --batch 2 -j 2 -q --engine opt-22:-O2 2>%T/e2 & b=$!; \
; RUN:   wait $a && wait $b && cat %T/e1 %T/e2 | grep -c ': 20 modules' && %S/Inputs/seeds-once.sh 41 %T/seen && \
; RUN:   sqlite3 %T/c.db "SELECT count(DISTINCT owner), count(*), sum(state = 'done') FROM lease"
; CHECK: 2
; CHECK-NEXT: seeds 1..40 each once
; CHECK-NEXT: 2|20|20
; RUN: llfuzz db stats --db %T/c.db
; CHECK: campaign 1: seed 1, shard -, LLVM 22, next seed 41
; CHECK: work: {{ *}}40 modules
; CHECK-NOT: campaign 2
