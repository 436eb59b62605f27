; Reduced from a false alarm on InstCombine's fast-math.ll (@fmax_no_fmf):
; fmaxf with a signaling NaN argument returned the other argument, but C
; leaves a signaling NaN open (glibc gives a quiet NaN, as IEEE 754-2008
; maxNum), and LLVM turns the call into llvm.maxnum nsz, which may quiet
; it.  Any result now, in every format.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample

declare float @fmaxf(float, float)
declare fp128 @fminl(fp128, fp128)

define float @src1(float %a, float %b) {
  %c = call float @fmaxf(float %a, float %b)
  ret float %c
}
define float @tgt1(float %a, float %b) {
  %c = call nsz float @llvm.maxnum.f32(float %a, float %b)
  ret float %c
}
; llfuzz-input: @src1(float 0x7FF0000020000000, float 1.0)

define fp128 @src2(fp128 %a, fp128 %b) {
  %c = call fp128 @fminl(fp128 %a, fp128 %b)
  ret fp128 %c
}
define fp128 @tgt2(fp128 %a, fp128 %b) {
  %c = call nsz fp128 @llvm.minnum.f128(fp128 %a, fp128 %b)
  ret fp128 %c
}
; llfuzz-input: @src2(fp128 0xL00000000000000017FFF000000000000, fp128 0xL00000000000000003FFF000000000000)

; wrong: a quiet NaN is missing data, fmax gives the other argument
define float @src3(float %a, float %b) {
  %c = call float @fmaxf(float %a, float %b)
  ret float %c
}
define float @tgt3(float %a, float %b) {
  %n = fcmp uno float %a, %b
  %c = select i1 %n, float 0x7FF8000000000000, float %a
  %m = call float @llvm.maxnum.f32(float %a, float %b)
  %r = select i1 %n, float %c, float %m
  ret float %r
}
; llfuzz-input: @src3(float 0x7FF8000000000000, float 1.0)
