; A target intrinsic's call-site return attributes hold as a generic
; intrinsic's do: `call noundef @llvm.x86.sse.max.ps` of a poison operand
; is UB (LangRef "noundef").  llfuzz ignored them for target intrinsics, so
; opt -O2 inferring noundef on a function returning such a call
; (InstCombine/X86/x86-maxmin.ll) looked like UB the source did not have.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample in 49 inputs (15 discarded: the source has UB)
; CHECK: @src2/@tgt2: ERROR: source is more defined than target
; CHECK: @src3/@tgt3: ERROR: target is more poisonous
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>)

define <4 x float> @src1(<4 x float> %x, <4 x float> %y) {
  %m = call noundef <4 x float> @llvm.x86.sse.max.ps(<4 x float> %x, <4 x float> %y)
  ret <4 x float> %m
}
define noundef <4 x float> @tgt1(<4 x float> %x, <4 x float> %y) {
  %m = call noundef <4 x float> @llvm.x86.sse.max.ps(<4 x float> %x, <4 x float> %y)
  ret <4 x float> %m
}

; without noundef on the call, a noundef return is the target's own UB
define <4 x float> @src2(<4 x float> %x, <4 x float> %y) {
  %m = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %x, <4 x float> %y)
  ret <4 x float> %m
}
define noundef <4 x float> @tgt2(<4 x float> %x, <4 x float> %y) {
  %m = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %x, <4 x float> %y)
  ret <4 x float> %m
}

; a call-site nofpclass(nan) makes a NaN result poison
define <4 x float> @src3(<4 x float> %x, <4 x float> %y) {
  %m = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %x, <4 x float> %y)
  ret <4 x float> %m
}
define <4 x float> @tgt3(<4 x float> %x, <4 x float> %y) {
  %m = call nofpclass(nan) <4 x float> @llvm.x86.sse.max.ps(<4 x float> %x, <4 x float> %y)
  ret <4 x float> %m
}
