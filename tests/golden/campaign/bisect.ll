; One module that makes a tool fail does not take its batch down: the batch
; is split in halves and run again until the failing module is isolated;
; every other module is executed and checked.  A fixture stands in for the
; tool and crashes on any batch that holds seed 5's module
; (tests/golden/campaign/Inputs/fake-opt.sh, fake-llc.sh).
; TIMEOUT: 720
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/fake-opt.sh %t/bin/opt-22 && export PATH=%t/bin:$PATH FAKE_OPT=crash FAKE_SEED=5; \
; RUN:   %llfuzz campaign --db %t/o.db --count 8 --batch 8 -j 1 -q --engine opt-22:-O2 && \
; RUN:   %llfuzz db list --db %t/o.db) > %t.out1 2> %t.err1
; RUN: FileCheck --input-file=%t.out1 %s --check-prefix=CHECK1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1
; CHECK1: {{^ +1 +1 +new +opt-22:-O2 +crash}}
; CHECK1-NOT: {{^ +2 }}
; STDERR1-DAG: 8 modules, 21 functions, 1 divergences (1 new)
; STDERR1-DAG: test-function executions: 192 planned, 168 done (87.5%), 24 skipped (the tool crashed or hung)
; RUN: %llfuzz db show --db %t/o.db --id 1 | FileCheck %s --check-prefix=CHECK2
; CHECK2: test case:   1 (origin gen, seed 5,
; RUN: (mkdir -p %t/bin && cp %S/Inputs/fake-llc.sh %t/bin/llc-22 && export PATH=%t/bin:$PATH FAKE_SEED=5; \
; RUN:   %llfuzz campaign --db %t/l.db --count 8 --batch 8 -j 1 -q --engine llc-22:-O2 && \
; RUN:   %llfuzz db list --db %t/l.db) > %t.out3 2> %t.err3
; RUN: FileCheck --input-file=%t.out3 %s --check-prefix=CHECK3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=STDERR3
; CHECK3: {{^ +1 +1 +new +llc-22:-O2 +crash}}
; CHECK3-NOT: {{^ +2 }}
; STDERR3-DAG: 8 modules, 21 functions, 1 divergences (1 new)
; STDERR3-DAG: test-function executions: 192 planned, 168 done (87.5%), 24 skipped (the tool crashed or hung)
; RUN: %llfuzz db show --db %t/l.db --id 1 | FileCheck %s --check-prefix=CHECK4
; CHECK4: test case:   1 (origin gen, seed 5,
