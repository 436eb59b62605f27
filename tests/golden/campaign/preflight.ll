; Before the first batch every engine runs a trivial module through the
; whole path a batch takes: a bad option, a missing tool or a broken runner
; is a setup error (exit 2, naming the engine and the tool's message), not
; a divergence, and nothing is stored.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 2 %llfuzz campaign --engine opt-22:-frobnicate --db %t/f.db --count 4 -j 1 -q 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: error: engine 'opt-22:-frobnicate' fails on a trivial module: crash: opt-22 exited with 1: opt-22: Unknown command line argument '-frobnicate'
; RUN: %exit 2 %llfuzz campaign --engine llc-22:-frobnicate --db %t/f.db --count 4 -j 1 -q 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2-DAG: error: engine 'llc-22:-frobnicate' fails on a trivial module: crash:
; STDERR2-DAG: Unknown command line argument '-frobnicate'
; RUN: (test ! -e %t/f.db || %llfuzz db list --db %t/f.db) | FileCheck %s --check-prefix=CHECK3 --allow-empty
; CHECK3-NOT: crash
; An engine that passes the preflight but fails on every batch stops the
; campaign after three batches with an error, not after --count modules.
; RUN: (mkdir -p %t/bin && cp %S/Inputs/fake-opt.sh %t/bin/opt-22 && export PATH=%t/bin:$PATH FAKE_OPT=crash; \
; RUN:   %exit 2 %llfuzz campaign --db %t/c.db --count 100 --batch 1 -j 1 -q --engine opt-22:-O2) 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4-DAG: error: 3 batches executed none of their 72 planned test-function executions; stopping
; STDERR4-DAG: 72 skipped: the tool crashed or hung: opt-22 died of signal 11: Stack dump: the fake opt crashed
; STDERR4-DAG: llfuzz campaign 1: 3 modules,
; The store keeps the counts (stats.planned, done, skipped_*): db stats says
; how little the campaign executed, and why.
; RUN: %llfuzz db stats --db %t/c.db | FileCheck %s --check-prefix=CHECK5
; CHECK5: executed:    0 of 72 planned test-function executions (0.0%), 72 skipped (the tool crashed or hung)
