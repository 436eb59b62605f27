; opt's -denormal-fp-math= gives every function without the attribute that
; mode (LangRef "denormal-fp-math"), so the target runs in it.  The source
; is checked in that mode too: a negative subnormal compares equal to 0.0
; under positive-zero and ldexp reads it as +0.0, so @scale_if_zero returns
; +0.0 -- as an ieee source it returned the subnormal, a false "value
; mismatch".  A function that has the attribute keeps its own.
; RUN: %llfuzz check %s --engine 'opt-22:-passes=instcombine -denormal-fp-math=positive-zero' | FileCheck %s
; CHECK: @scale_if_zero/@scale_if_zero: no counterexample
; CHECK: @scale_if_zero_ieee/@scale_if_zero_ieee: no counterexample
; CHECK: 2 pairs: 2 without counterexample, 0 with a counterexample

declare float @llvm.ldexp.f32.i32(float, i32)

; llfuzz-input: @scale_if_zero(float 0xB6A0000000000000, i32 1)
define float @scale_if_zero(float %x, i32 %n) {
  %z = fcmp oeq float %x, 0.0
  %s = call float @llvm.ldexp.f32.i32(float %x, i32 %n)
  %r = select i1 %z, float %s, float %x
  ret float %r
}

; llfuzz-input: @scale_if_zero_ieee(float 0xB6A0000000000000, i32 1)
define float @scale_if_zero_ieee(float %x, i32 %n) "denormal-fp-math"="ieee,ieee" {
  %z = fcmp oeq float %x, 0.0
  %s = call float @llvm.ldexp.f32.i32(float %x, i32 %n)
  %r = select i1 %z, float %s, float %x
  ret float %r
}
