; Reduced from a false alarm on InstCombine's X86/x86-sse.ll
; (@test_sqrt_ss_0): the x86 fp intrinsics fixed a NaN result's quiet bit
; even for a signaling NaN input, but LLVM folds sqrt.ss into llvm.sqrt,
; which may return that NaN unchanged (LangRef "Behavior of Floating-Point
; NaN values").
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample

define float @src1(float %a) {
  %v = insertelement <4 x float> zeroinitializer, float %a, i32 0
  %s = call <4 x float> @llvm.x86.sse.sqrt.ss(<4 x float> %v)
  %r = extractelement <4 x float> %s, i32 0
  ret float %r
}
define float @tgt1(float %a) {
  %r = call float @llvm.sqrt.f32(float %a)
  ret float %r
}
; llfuzz-input: @src1(float 0x7FF0000020000000)

define <2 x double> @src2(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.x86.sse2.add.sd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}
define <2 x double> @tgt2(<2 x double> %a, <2 x double> %b) {
  %x = extractelement <2 x double> %a, i32 0
  %y = extractelement <2 x double> %b, i32 0
  %s = fadd double %x, %y
  %r = insertelement <2 x double> %a, double %s, i32 0
  ret <2 x double> %r
}
; llfuzz-input: @src2(<2 x double> <double 0x7FF0000000000001, double 1.0>, <2 x double> <double 2.0, double 3.0>)

; wrong: a quiet NaN in stays quiet
define float @src3(float %a) {
  %v = insertelement <4 x float> zeroinitializer, float %a, i32 0
  %s = call <4 x float> @llvm.x86.sse.sqrt.ss(<4 x float> %v)
  %r = extractelement <4 x float> %s, i32 0
  ret float %r
}
define float @tgt3(float %a) {
  ret float 0x7FF0000020000000
}
; llfuzz-input: @src3(float 0x7FF8000020000000)
