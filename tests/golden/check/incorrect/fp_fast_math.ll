; Floating-point rewrites that need a fast-math flag the source does not
; have, or that confuse what one flag allows with another (value mismatch):
; NaN and infinity ignored without nnan/ninf, signed zeros without nsz, an
; inexact reciprocal without arcp, an overflow ignored, NaN propagation of
; maximum versus maxnum.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: value mismatch

declare float @llvm.maximum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare double @llvm.sqrt.f64(double)
declare double @llvm.fabs.f64(double)
declare float @llvm.fabs.f32(float)

; fmul nnan x, 0.0 -> 0.0: nnan makes inf * 0 poison, but says nothing about
; the sign of the zero (x = -1.0 gives -0.0; that fold needs nsz too).
define float @src1(float noundef %x) {
  %r = fmul nnan float %x, 0.0
  ret float %r
}
define float @tgt1(float noundef %x) {
  ret float 0.0
}

; x - x -> 0.0 without nnan/ninf: inf - inf is NaN.
; llfuzz-input: @src2(double 0x7FF0000000000000)
define double @src2(double noundef %x) {
  %r = fsub double %x, %x
  ret double %r
}
define double @tgt2(double noundef %x) {
  ret double 0.0
}

; maximum -> maxnum: maximum propagates a NaN operand, maxnum returns the
; other operand (x = 1.0, y = NaN).
; llfuzz-input: @src3(float 1.0, float 0x7FF8000000000000)
define float @src3(float noundef %x, float noundef %y) {
  %r = call float @llvm.maximum.f32(float %x, float %y)
  ret float %r
}
define float @tgt3(float noundef %x, float noundef %y) {
  %r = call float @llvm.maxnum.f32(float %x, float %y)
  ret float %r
}

; x / 10.0 -> x * 0.1 without arcp: 0.1 is not exact (x = 3.0: 0.3 versus
; 0.30000000000000004).
; llfuzz-input: @src4(double 3.0)
define double @src4(double noundef %x) {
  %r = fdiv double %x, 10.0
  ret double %r
}
define double @tgt4(double noundef %x) {
  %r = fmul double %x, 0x3FB999999999999A
  ret double %r
}

; -(x - y) -> y - x without nsz: x = y gives -0.0 versus +0.0.
; llfuzz-input: @src5(float 1.0, float 1.0)
define float @src5(float noundef %x, float noundef %y) {
  %d = fsub float %x, %y
  %r = fneg float %d
  ret float %r
}
define float @tgt5(float noundef %x, float noundef %y) {
  %r = fsub float %y, %x
  ret float %r
}

; sqrt(x * x) -> fabs(x): x * x overflows to +inf for x = 1e200.
; llfuzz-input: @src6(double 1.0e200)
define double @src6(double noundef %x) {
  %m = fmul double %x, %x
  %r = call double @llvm.sqrt.f64(double %m)
  ret double %r
}
define double @tgt6(double noundef %x) {
  %r = call double @llvm.fabs.f64(double %x)
  ret double %r
}

; x == +inf -> false, as if the compare had ninf (x = +inf).
; llfuzz-input: @src7(double 0x7FF0000000000000)
define i1 @src7(double noundef %x) {
  %r = fcmp oeq double %x, 0x7FF0000000000000
  ret i1 %r
}
define i1 @tgt7(double noundef %x) {
  ret i1 false
}

; fcmp ueq -> fcmp oeq: the unordered predicate is true for a NaN operand.
; llfuzz-input: @src8(float 0x7FF8000000000000, float 1.0)
define i1 @src8(float noundef %x, float noundef %y) {
  %r = fcmp ueq float %x, %y
  ret i1 %r
}
define i1 @tgt8(float noundef %x, float noundef %y) {
  %r = fcmp oeq float %x, %y
  ret i1 %r
}

; x < 0.0 ? -x : x -> fabs(x) without nsz: for x = -0.0 the compare is
; false and the source returns -0.0, fabs gives +0.0.
; llfuzz-input: @src9(float -0.0)
define float @src9(float noundef %x) {
  %c = fcmp olt float %x, 0.0
  %n = fneg float %x
  %r = select i1 %c, float %n, float %x
  ret float %r
}
define float @tgt9(float noundef %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}
