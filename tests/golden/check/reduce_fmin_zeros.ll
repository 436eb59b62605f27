; llvm.vector.reduce.fmin/fmax and atomicrmw fmin/fmax follow minnum/maxnum, so up to LLVM 19 a zero
; result may have either sign when both zeros are among the operands (see
; minnum_zeros.ll).  llc-19 -O2 returns +0.0 for the reduction below; a
; campaign against llc-19 reported it as a value mismatch (the reductions
; ignored the version; `check --engine llc-V` and the reducer did not pass
; the compiler's version to the source's interpreter at all).
; RUN: %exit 1 %llfuzz check %s %S/Inputs/reduce_fmin_zeros_llvm19.ll --target-llvm 19 | FileCheck %s --check-prefix=CHECK1
; CHECK1: @f/@f: no counterexample
; CHECK1: @g/@g: no counterexample
; CHECK1: @h/@h: ERROR: value mismatch
; CHECK1: @k/@k: no counterexample
; RUN: %exit 1 %llfuzz check %s %S/Inputs/reduce_fmin_zeros_llvm19.ll --target-llvm 20 | FileCheck %s --check-prefix=CHECK2
; CHECK2: @f/@f: ERROR: value mismatch
; CHECK2: @g/@g: ERROR: value mismatch
; CHECK2: @k/@k: ERROR: value mismatch

declare float @llvm.vector.reduce.fmin.v3f32(<3 x float>)
declare float @llvm.vector.reduce.fmax.v2f32(<2 x float>)

define i32 @f() {
  %m = call float @llvm.vector.reduce.fmin.v3f32(<3 x float> <float 0x36A0000000000000, float 0.0, float -0.0>)
  %b = bitcast float %m to i32
  ret i32 %b
}

define i32 @g() {
  %m = call float @llvm.vector.reduce.fmax.v2f32(<2 x float> <float -0.0, float 0.0>)
  %b = bitcast float %m to i32
  ret i32 %b
}

; only one zero among the operands: its sign is the answer
define i32 @h() {
  %m = call float @llvm.vector.reduce.fmin.v3f32(<3 x float> <float 1.0, float 0.0, float 2.0>)
  %b = bitcast float %m to i32
  ret i32 %b
}

; atomicrmw fmin stores minnum(+0.0, -0.0): -0.0 since LLVM 20, either before
define i32 @k() {
  %p = alloca float
  store float 0.0, ptr %p
  %o = atomicrmw fmin ptr %p, float -0.0 seq_cst
  %m = load float, ptr %p
  %b = bitcast float %m to i32
  ret i32 %b
}
