; llfuzz gen on the command line: options, determinism, its output verifies
; in llfuzz and in LLVM 22, every input runs UB-free (llfuzz run --inputs),
; and bad options and config files are diagnosed.
;
; RUN: llfuzz gen --seed 11 --functions 2 --inputs 3 --size 60 -o %t.ll && \
; RUN:   llfuzz gen --seed 11 --functions 2 --inputs 3 --size 60 > %t2.ll && cmp %t.ll %t2.ll && \
; RUN:   llfuzz verify %t.ll && llfuzz run --inputs %t.ll
; CHECK: @t0(
; CHECK: @t1(
; CHECK-NOT: UB
; STDERR: 6 inputs, 6 returned
;
; RUN: llfuzz gen --seed 11 --target-llvm 14 | llfuzz verify -
;
; RUN: llfuzz gen --seed 1:20 -o %T --stats && ls %T | grep -c 'gen-.*\.ll'
; CHECK: 20
; STDERR: 20 modules in
; STDERR: 0 inputs dropped
;
; RUN: llfuzz gen --print-config
; CHECK: feature.fp = swarm
; CHECK: inst.add
; CHECK: policy.guard_divisor
;
; RUN: llfuzz gen --seed 1 --target-llvm 15
; EXIT: 2
; STDERR: llfuzz gen: error: --target-llvm 15: must be 14, 19 or 22
;
; RUN: llfuzz gen --seed 1 --functions 65
; EXIT: 2
; STDERR: llfuzz gen: error: --functions 65: must be 1..64
;
; RUN: llfuzz gen --functions 2
; EXIT: 2
; STDERR: --seed is required
;
; RUN: printf 'inst.add = 5\nfeature.fp = maybe\n' > %t.cfg && llfuzz gen --seed 1 --config %t.cfg
; EXIT: 2
; STDERR: :2:14: error: expected on, off or swarm
;
; RUN: llfuzz run --inputs %s
; EXIT: 2
; STDERR: has no `; llfuzz-input: @F(args)` lines
