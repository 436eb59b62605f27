; `check --engine llc-19` judges the source by LLVM 19's LangRef, as
; campaigns do: llc-19 -O2 returns +0.0 for this reduction, which LLVM 19
; allowed (minnum of -0.0 and +0.0 was either); llc-22 must return -0.0.
; REQUIRES: llc-19
; RUN: %llfuzz check %s --engine llc-19:-O2 | FileCheck %s
; CHECK: @t2/@t2: no counterexample
; llfuzz-input: @t2(<3 x float> <float 0x36A0000000000000, float 0.000000e+00, float -0.000000e+00>)

define float @t2(<3 x float> %0) {
entry:
  %1 = call float @llvm.vector.reduce.fmin.v3f32(<3 x float> %0)
  ret float %1
}

declare float @llvm.vector.reduce.fmin.v3f32(<3 x float>)
