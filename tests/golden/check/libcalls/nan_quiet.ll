; A math function may treat a signaling NaN as quiet (LangRef "Behavior of
; Floating-Point NaN values"), and LLVM folds calls into operations that give
; the input NaN back as it is: cabs(0, y) -> fabs(y) returns a signaling y
; unchanged.  So the quiet bit of a library call's NaN result is open (when
; the payload keeps it a NaN either way); fp128 results, which go through the
; host's long double, take the NaN argument's payload back.  Before, with a
; signaling NaN input, the three correct pairs were value mismatches.  A
; result that is no NaN at all is still one.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: 4 pairs: 3 without counterexample, 1 with a counterexample

declare double @cabs(double, double)
declare fp128 @cabsl(fp128, fp128)
declare double @exp(double)
declare double @llvm.fabs.f64(double)
declare fp128 @llvm.fabs.f128(fp128)

; llfuzz-input: @src1(double 0x7FF0000000000001)
; llfuzz-input: @src1(double 0xFFF0000000000101)
define double @src1(double %y) {
  %r = call double @cabs(double 0.0, double %y)
  ret double %r
}
define double @tgt1(double %y) {
  %r = call double @llvm.fabs.f64(double %y)
  ret double %r
}

; llfuzz-input: @src2(fp128 0xL00000000000000017FFF000000000000)
define fp128 @src2(fp128 %y) {
  %r = call fp128 @cabsl(fp128 0xL00000000000000000000000000000000, fp128 %y)
  ret fp128 %r
}
define fp128 @tgt2(fp128 %y) {
  %r = call fp128 @llvm.fabs.f128(fp128 %y)
  ret fp128 %r
}

; exp of a NaN is that NaN, quiet or not
; llfuzz-input: @src3(double 0x7FF0000000000003)
define double @src3(double %x) {
  %r = call double @exp(double %x)
  ret double %r
}
define double @tgt3(double %x) {
  %n = fcmp uno double %x, 0.0
  %e = call double @exp(double %x)
  %r = select i1 %n, double %x, double %e
  ret double %r
}

; ... but not infinity
; llfuzz-input: @src4(double 0x7FF0000000000001)
define double @src4(double %y) {
  %r = call double @cabs(double 0.0, double %y)
  ret double %r
}
define double @tgt4(double %y) {
  %a = call double @llvm.fabs.f64(double %y)
  %n = fcmp uno double %y, 0.0
  %r = select i1 %n, double 0x7FF0000000000000, double %a
  ret double %r
}
