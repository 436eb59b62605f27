; reassoc (and contract, afn, arcp) let the optimizer treat fp values as
; real numbers, so the result may be any value -- a NaN's too: InstCombine
; folds `(x + -inf) - -inf` to x under reassoc nsz, and half's
; `(x + -1.0) - x` to -1.0 where x + -1.0 overflows.  Found by a campaign
; against opt-22 -O2 (two value mismatches: llfuzz kept the NaN exact).
; RUN: %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; llfuzz-input: @src1(float 1.000000e+10)
; llfuzz-input: @src2(i32 -65536)

define float @src1(float %x) {
  %a = fadd float %x, 0xFFF0000000000000
  %s = fsub reassoc nsz float %a, 0xFFF0000000000000
  ret float %s
}
define float @tgt1(float %x) {
  ret float %x
}

define half @src2(i32 %i) {
  %x = sitofp i32 %i to half
  %a = fadd half %x, 0xHBC00
  %s = fsub reassoc nsz half %a, %x
  ret half %s
}
define half @tgt2(i32 %i) {
  ret half 0xHBC00
}
