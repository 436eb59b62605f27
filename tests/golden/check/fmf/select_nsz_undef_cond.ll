; LangRef "Fast-Math Flags", nsz: the sign of a zero argument or result is
; insignificant.  A select nsz on an undef condition gives one of its
; operands; when one of them is a zero, +0.0 and -0.0 both are that result.
; InstCombine/select-binop-foldable-floating-point.ll turns
; select nsz c, (a + b), a into a + (select nsz c, b, 0.0), which gives
; -0.0 + 0.0 = +0.0 where the source gives a = -0.0.  The sign stays known
; when no choice can be a zero (src3), and the other bits still count (src2).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: no counterexample
; CHECK: 4 pairs: 2 without counterexample, 2 with a counterexample

; llfuzz-input: @src1(i1 undef, float -0.0, float 0xBF47D94760000000)
define float @src1(i1 %c, float %a, float %b) {
  %s = fadd nnan nsz float %a, %b
  %r = select nnan nsz i1 %c, float %s, float %a
  ret float %r
}
define float @tgt1(i1 %c, float %a, float %b) {
  %t = select nnan nsz i1 %c, float %b, float 0.0
  %r = fadd nnan nsz float %a, %t
  ret float %r
}

; -0.0 or -3.0: never +1.0
; llfuzz-input: @src2(i1 undef)
define float @src2(i1 %c) {
  %r = select nsz i1 %c, float -0.0, float -3.0
  ret float %r
}
define float @tgt2(i1 %c) {
  ret float 1.0
}

; -1.5 or -3.0 is not a zero: its sign counts
; llfuzz-input: @src3(i1 undef)
define float @src3(i1 %c) {
  %r = select nsz i1 %c, float -1.5, float -3.0
  ret float %r
}
define float @tgt3(i1 %c) {
  ret float 1.5
}

; a vector: a lane of -0.0 may be +0.0
; llfuzz-input: @src4(<2 x i1> undef)
define <2 x float> @src4(<2 x i1> %c) {
  %r = select nsz <2 x i1> %c, <2 x float> <float -0.0, float -0.0>, <2 x float> <float -1.0, float -0.0>
  ret <2 x float> %r
}
define <2 x float> @tgt4(<2 x i1> %c) {
  %r = select <2 x i1> %c, <2 x float> <float 0.0, float 0.0>, <2 x float> <float -1.0, float 0.0>
  ret <2 x float> %r
}
