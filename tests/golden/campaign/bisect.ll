; One module that makes a tool fail does not take its batch down: the batch
; is split in halves and run again until the failing module is isolated;
; every other module is executed and checked.  A fixture stands in for the
; tool and crashes on any batch that holds seed 5's module
; (tests/golden/campaign/Inputs/fake-opt.sh, fake-llc.sh).
; TIMEOUT: 180
; RUN: mkdir -p %T/bin && cp %S/Inputs/fake-opt.sh %T/bin/opt-22 && export PATH=%T/bin:$PATH FAKE_OPT=crash FAKE_SEED=5; \
; RUN:   llfuzz campaign --db %T/o.db --count 8 --batch 8 -j 1 -q --engine opt-22:-O2 && \
; RUN:   llfuzz db list --db %T/o.db
; CHECK: {{^ +1 +1 +new +opt-22:-O2 +crash}}
; CHECK-NOT: {{^ +2 }}
; STDERR: 8 modules, 21 functions, 1 divergences (1 new)
; STDERR: test-function executions: 192 planned, 168 done (87.5%), 24 skipped (the tool crashed or hung)
; RUN: llfuzz db show --db %T/o.db --id 1
; CHECK: test case:   1 (origin gen, seed 5,
; RUN: mkdir -p %T/bin && cp %S/Inputs/fake-llc.sh %T/bin/llc-22 && export PATH=%T/bin:$PATH FAKE_SEED=5; \
; RUN:   llfuzz campaign --db %T/l.db --count 8 --batch 8 -j 1 -q --engine llc-22:-O2 && \
; RUN:   llfuzz db list --db %T/l.db
; CHECK: {{^ +1 +1 +new +llc-22:-O2 +crash}}
; CHECK-NOT: {{^ +2 }}
; STDERR: 8 modules, 21 functions, 1 divergences (1 new)
; STDERR: test-function executions: 192 planned, 168 done (87.5%), 24 skipped (the tool crashed or hung)
; RUN: llfuzz db show --db %T/l.db --id 1
; CHECK: test case:   1 (origin gen, seed 5,
