; fptrunc with ninf of an undef value: some choice overflows half (or is
; an infinity), so the source may be poison and any target refines it
; (InstCombine/fpcast.ll folds fabs into the fptrunc and keeps the flags).
; Before, the source's result was undef and the target's poison a "false
; divergence".
; RUN: %llfuzz check %s | FileCheck %s
; CHECK: @src/@tgt: no counterexample in 64 inputs
; CHECK: 1 pair: 1 without counterexample, 0 with a counterexample
declare float @llvm.fabs.f32(float)
declare half @llvm.fabs.f16(half)

define half @src(float %a) {
  %b = call float @llvm.fabs.f32(float %a)
  %c = fptrunc fast float %b to half
  ret half %c
}
define half @tgt(float %a) {
  %t = fptrunc fast float %a to half
  %c = call fast half @llvm.fabs.f16(half %t)
  ret half %c
}
