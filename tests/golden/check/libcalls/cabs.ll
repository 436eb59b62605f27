; cabs/cabsf/cabsl with the complex number as two arguments or as one
; [2 x T] aggregate: |re + i im| (hypot, approximate), so LLVM's folds of
; cabs(0 + i y) to fabs(y) pass (they were trace mismatches: an unknown
; function).  fp128 math goes through the host's x87 long double: its
; results are approximate even at 0 and infinity.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: 4 pairs: 3 without counterexample, 1 with a counterexample
declare double @cabs(double, double)
declare float @cabsf([2 x float])
declare fp128 @cabsl(fp128, fp128)
declare double @llvm.fabs.f64(double)
declare float @llvm.fabs.f32(float)
declare fp128 @llvm.fabs.f128(fp128)

define double @src1(double %y) {
  %r = call double @cabs(double 0.0, double %y)
  ret double %r
}
define double @tgt1(double %y) {
  %r = call double @llvm.fabs.f64(double %y)
  ret double %r
}

define float @src2(float %x) {
  %a = insertvalue [2 x float] poison, float %x, 0
  %b = insertvalue [2 x float] %a, float 0.0, 1
  %r = call float @cabsf([2 x float] %b)
  ret float %r
}
define float @tgt2(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

define fp128 @src3(fp128 %y) {
  %r = call fp128 @cabsl(fp128 0xL00000000000000000000000000000000, fp128 %y)
  ret fp128 %r
}
define fp128 @tgt3(fp128 %y) {
  %r = call fp128 @llvm.fabs.f128(fp128 %y)
  ret fp128 %r
}

; |0 + i y| is not y: the sign is lost
define double @src4(double %y) {
  %r = call double @cabs(double 0.0, double %y)
  ret double %r
}
define double @tgt4(double %y) {
  ret double %y
}
