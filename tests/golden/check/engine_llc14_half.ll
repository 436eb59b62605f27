; LLVM 14's x86 code converts half through __gnu_h2f_ieee/__gnu_f2h_ieee
; (compiler-rt's names), which x86's libgcc lacks: the link of every batch
; with half arithmetic failed, and an llc-14 campaign made only 80% of its
; executions ("unsupported by llfuzz").  The runner defines the two.
; REQUIRES: llc-14
; RUN: %llfuzz check %s --engine llc-14:-O2 | FileCheck %s
; CHECK: @h/@h: no counterexample in {{[0-9]+}} inputs run natively
; CHECK: 1 function compiled by llc-14:-O2: 1 without counterexample, 0 with a counterexample

; llfuzz-input: @h(half 0xH3C00, half 0xH4000)
; llfuzz-input: @h(half 0xH7BFF, half 0xH7BFF)
; llfuzz-input: @h(half 0xH0001, half 0xH8001)
define half @h(half %a, half %b) {
  %s = fadd half %a, %b
  %m = fmul half %s, %a
  ret half %m
}
