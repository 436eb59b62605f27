; A shard K/N runs the batches K, K+N, K+2N, ... of the seed space and
; continues where it stopped, for every K.  Before, a shard K > 1 never
; recorded its progress: every run started over and counted its finds
; again.  The stand-in for opt-22 (Inputs/log-opt.sh) logs the seeds it sees.
; TIMEOUT: 240
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/log-opt.sh %t/bin/opt-22 && \
; RUN:   export PATH=%t/bin:$PATH FAKE_OPT_SLEEP=0.1 OPT_SEED_LOG=%t/seen; \
; RUN:   %llfuzz campaign --db %t/s.db --shard 2/2 --count 4 --batch 2 -j 2 -q --engine opt-22:-O2 && \
; RUN:   %llfuzz campaign --db %t/s.db --shard 2/2 --count 4 --batch 2 -j 2 -q --engine opt-22:-O2 && \
; RUN:   sort -n %t/seen | tr '\n' ' ') > %t.out1 2> %t.err1
; RUN: FileCheck --input-file=%t.out1 %s --check-prefix=CHECK1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1
; STDERR1-DAG: llfuzz campaign 1: engines opt-22:-O2; 2 workers; store {{.*}}s.db; seeds from 3, shard 2/2
; STDERR1-DAG: next seed 11
; STDERR1-DAG: llfuzz campaign 1 (continued): engines opt-22:-O2; 2 workers; store {{.*}}s.db; seeds from 11, shard 2/2
; STDERR1-DAG: next seed 19
; CHECK1: 3 4 7 8 11 12 15 16
; An interrupted shard continues too (SIGINT: the batch in flight is
; finished), and the other shard runs the other seeds.
; RUN: (export PATH=%t/bin:$PATH FAKE_OPT_SLEEP=0.4 OPT_SEED_LOG=%t/seen; \
; RUN:   timeout -s INT 1.5 "$LLFUZZ_BIN" campaign --db %t/s.db --shard 2/2 --count 1000 --batch 2 -j 1 -q --engine opt-22:-O2; \
; RUN:   export FAKE_OPT_SLEEP=0; \
; RUN:   %llfuzz campaign --db %t/s.db --shard 2/2 --count 4 --batch 2 -j 2 -q --engine opt-22:-O2 && \
; RUN:   %llfuzz campaign --db %t/s.db --shard 1/2 --count 8 --batch 2 -j 2 -q --engine opt-22:-O2 && \
; RUN:   sort -n %t/seen | uniq -d | wc -l && \
; RUN:   sort -n %t/seen | awk '{ if ($1 % 4 == 1 || $1 % 4 == 2) one++; else two++ } END { print one, "in shard 1/2" }') > %t.out2 2> %t.err2
; RUN: FileCheck --input-file=%t.out2 %s --check-prefix=CHECK2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=STDERR2
; STDERR2-DAG: llfuzz campaign 1 (continued): engines opt-22:-O2; 1 workers; store {{.*}}s.db; seeds from 19, shard 2/2
; STDERR2-DAG: llfuzz campaign 2: engines opt-22:-O2; 2 workers; store {{.*}}s.db; seeds from 1, shard 1/2
; CHECK2: 0
; CHECK2-NEXT: 8 in shard 1/2
