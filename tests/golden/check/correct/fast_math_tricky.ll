; Legal fast-math rewrites that need exactly the flags given: nnan+nsz for
; a select to fabs and for minnum to a compare, ninf to read "x < inf" as
; "x is not NaN", nsz for a double negation through subtraction, arcp for
; a division by way of a reciprocal, reassoc for folding two scalings.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK-NOT: ERROR

declare float @llvm.fabs.f32(float)
declare float @llvm.minnum.f32(float, float)

; x < 0.0 ? -x : x -> fabs(x) with nnan nsz on the select: -0.0 (the
; compare is false, the source keeps -0.0) differs only in the sign of a
; zero, and a NaN x makes the source poison.
; llfuzz-input: @src1(float -0.0)
define float @src1(float %x) {
  %c = fcmp olt float %x, 0.0
  %n = fneg float %x
  %r = select nnan nsz i1 %c, float %n, float %x
  ret float %r
}
define float @tgt1(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

; minnum nnan nsz (x, y) -> x < y ? x : y: without NaN operands and with
; either zero allowed for minnum(-0.0, +0.0).
; llfuzz-input: @src2(float -0.0, float 0.0)
define float @src2(float %x, float %y) {
  %r = call nnan nsz float @llvm.minnum.f32(float %x, float %y)
  ret float %r
}
define float @tgt2(float %x, float %y) {
  %c = fcmp olt float %x, %y
  %r = select i1 %c, float %x, float %y
  ret float %r
}

; fcmp ninf olt x, +inf -> fcmp ord x, 0.0: an infinite operand makes the
; source poison, so "below +inf" means "not NaN".
define i1 @src3(double %x) {
  %r = fcmp ninf olt double %x, 0x7FF0000000000000
  ret i1 %r
}
define i1 @tgt3(double %x) {
  %r = fcmp ord double %x, 0.0
  ret i1 %r
}

; 0.0 - (0.0 - x) -> x with nsz: only the sign of a zero result differs
; (x = -0.0: 0.0 - (0.0 - -0.0) = +0.0 versus -0.0).
; llfuzz-input: @src4(float -0.0)
define float @src4(float %x) {
  %a = fsub nsz float 0.0, %x
  %r = fsub nsz float 0.0, %a
  ret float %r
}
define float @tgt4(float %x) {
  ret float %x
}

; x / y -> x * (1 / y) with arcp (x = 5.0, y = 3.0: 1.6666666666666667
; versus 1.6666666666666665).
; llfuzz-input: @src5(double 5.0, double 3.0)
define double @src5(double %x, double %y) {
  %r = fdiv arcp double %x, %y
  ret double %r
}
define double @tgt5(double %x, double %y) {
  %q = fdiv arcp double 1.0, %y
  %r = fmul arcp double %x, %q
  ret double %r
}

; (x * 3.0) * (1/3 rounded to float) -> x with reassoc: the approximate
; rewrite may drop the rounding of both multiplications and of the constant.
; llfuzz-input: @src6(float 1.0)
define float @src6(float %x) {
  %a = fmul reassoc nsz float %x, 3.0
  %r = fmul reassoc nsz float %a, 0x3FD5555560000000
  ret float %r
}
define float @tgt6(float %x) {
  ret float %x
}
