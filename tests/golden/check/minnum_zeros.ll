; minnum and maxnum of -0.0 and +0.0: LLVM 20 (PR #112852) ordered -0.0 below
; +0.0 ("'llvm.minnum.*' Intrinsic"), but up to LLVM 19 the LangRef said
; "fmin(+/-0.0, +/-0.0) could return either -0.0 or 0.0", and LLVM 14's constant
; folder returns +0.0 for minnum(+0.0, -0.0). Judged by LLVM 14's LangRef
; (--target-llvm 14, or --engine opt-14:...) the source may give either zero.
; Found by a campaign against opt-14 -O2 (a value mismatch in the sign bit).
; RUN: %llfuzz check %s %S/Inputs/minnum_zeros_llvm14.ll --target-llvm 14 | FileCheck %s --check-prefix=CHECK1
; CHECK1: @f/@f: no counterexample
; CHECK1: @g/@g: no counterexample
; RUN: %exit 1 %llfuzz check %s %S/Inputs/minnum_zeros_llvm14.ll --target-llvm 20 | FileCheck %s --check-prefix=CHECK2
; CHECK2: @f/@f: ERROR: value mismatch
; CHECK2: @g/@g: ERROR: value mismatch

declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)

define i32 @f() {
  %m = call float @llvm.minnum.f32(float 0.0, float -0.0)
  %b = bitcast float %m to i32
  ret i32 %b
}

define i32 @g() {
  %m = call float @llvm.maxnum.f32(float -0.0, float 0.0)
  %b = bitcast float %m to i32
  ret i32 %b
}
