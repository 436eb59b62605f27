; Two campaigns with the same parameters on one store at the same time are
; one campaign (one row) and split its seeds: each batch is a lease taken
; in the store, so no seed runs twice, and with --count each process stops
; after its own count.  Before, both ran seeds 1..20: twice the work, every
; count doubled.  The stand-in for opt-22 (Inputs/log-opt.sh) logs the
; seeds of every batch it sees.
; REQUIRES: sqlite3
; TIMEOUT: 240
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/log-opt.sh %t/bin/opt-22 && \
; RUN:   export PATH=%t/bin:$PATH FAKE_OPT_SLEEP=0.2 OPT_SEED_LOG=%t/seen; \
; RUN:   %llfuzz campaign --db %t/c.db --count 20 --batch 2 -j 2 -q --engine opt-22:-O2 2>%t/e1 & a=$!; \
; RUN:   %llfuzz campaign --db %t/c.db --count 20 --batch 2 -j 2 -q --engine opt-22:-O2 2>%t/e2 & b=$!; \
; RUN:   wait $a && wait $b && cat %t/e1 %t/e2 | grep -c ': 20 modules' && %S/Inputs/seeds-once.sh 41 %t/seen && \
; RUN:   sqlite3 %t/c.db "SELECT count(DISTINCT owner), count(*), sum(state = 'done') FROM lease") | FileCheck %s --check-prefix=CHECK1
; CHECK1: 2
; CHECK1-NEXT: seeds 1..40 each once
; CHECK1-NEXT: 2|20|20
; RUN: %llfuzz db stats --db %t/c.db | FileCheck %s --check-prefix=CHECK2
; CHECK2: campaign 1: seed 1, shard -, LLVM 22, next seed 41
; CHECK2: work: {{ *}}40 modules
; CHECK2-NOT: campaign 2
