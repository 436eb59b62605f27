; Before the first batch every engine runs a trivial module through the
; whole path a batch takes: a bad option, a missing tool or a broken runner
; is a setup error (exit 2, naming the engine and the tool's message), not
; a divergence, and nothing is stored.
; RUN: llfuzz campaign --engine opt-22:-frobnicate --db %T/f.db --count 4 -j 1 -q
; EXIT: 2
; STDERR: error: engine 'opt-22:-frobnicate' fails on a trivial module: crash: opt-22 exited with 1: opt-22: Unknown command line argument '-frobnicate'
; RUN: llfuzz campaign --engine llc-22:-frobnicate --db %T/f.db --count 4 -j 1 -q
; EXIT: 2
; STDERR: error: engine 'llc-22:-frobnicate' fails on a trivial module: crash:
; STDERR: Unknown command line argument '-frobnicate'
; RUN: test ! -e %T/f.db || llfuzz db list --db %T/f.db
; CHECK-NOT: crash
; An engine that passes the preflight but fails on every batch stops the
; campaign after three batches with an error, not after --count modules.
; RUN: mkdir -p %T/bin && cp %S/Inputs/fake-opt.sh %T/bin/opt-22 && export PATH=%T/bin:$PATH FAKE_OPT=crash; \
; RUN:   llfuzz campaign --db %T/c.db --count 100 --batch 1 -j 1 -q --engine opt-22:-O2
; EXIT: 2
; STDERR: error: 3 batches executed none of their 72 planned test-function executions; stopping
; STDERR: 72 skipped: the tool crashed or hung: opt-22 died of signal 11: Stack dump: the fake opt crashed
; STDERR: llfuzz campaign 1: 3 modules,
; The store keeps the counts (stats.planned, done, skipped_*): db stats says
; how little the campaign executed, and why.
; RUN: llfuzz db stats --db %T/c.db
; CHECK: executed:    0 of 72 planned test-function executions (0.0%), 72 skipped (the tool crashed or hung)
