; Known library functions (family 2), the C math library.  The functions
; IEEE 754 does not round correctly (sin, exp, log, pow, asinh, cbrt ...)
; give a result only approximately known: LLVM may shrink
; (float)f((double)x) to ff(x), turn a call into an intrinsic and fold
; calls with the compiler host's libm.  Their finite nonzero results are
; free; 0, infinities and NaNs are exact, and so are sqrt, fabs, floor,
; fmod, fmin, fmax... (the sign of fmax(-0, +0) is C's choice).  Fast-math
; flags on a call make a NaN/inf argument or result poison.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: target is more poisonous
; CHECK: @src9/@tgt9: ERROR: value mismatch
; CHECK: @src10/@tgt10: ERROR: value mismatch
; CHECK: 10 pairs: 6 without counterexample, 4 with a counterexample

declare double @asinh(double)
declare float @asinhf(float)
declare double @log(double)
declare float @llvm.log.f32(float)
declare double @fmax(double, double)
declare float @llvm.maxnum.f32(float, float)
declare double @sqrt(double)
declare float @sqrtf(float)
declare double @fmod(double, double)
declare double @exp(double)
declare double @llvm.exp.f64(double)

; (float)asinh((double)x) -> asinhf(x): the last bits may differ
define float @src1(float %x) {
  %d = fpext float %x to double
  %c = call fast double @asinh(double %d)
  %r = fptrunc double %c to float
  ret float %r
}
define float @tgt1(float %x) {
  %r = call fast float @asinhf(float %x)
  ret float %r
}

; log with ninf: log(0) = -inf is poison in both
define float @src2(float %x) {
  %d = fpext float %x to double
  %c = call fast double @log(double %d)
  %r = fptrunc double %c to float
  ret float %r
}
define float @tgt2(float %x) {
  %r = call fast float @llvm.log.f32(float %x)
  ret float %r
}

; fmax of +0 and -0 may be either zero: llvm.maxnum nsz
define float @src3(float %a, float %b) {
  %c = fpext float %a to double
  %d = fpext float %b to double
  %e = call double @fmax(double %c, double %d)
  %f = fptrunc double %e to float
  ret float %f
}
define float @tgt3(float %a, float %b) {
  %r = call nsz float @llvm.maxnum.f32(float %a, float %b)
  ret float %r
}

; sqrt is correctly rounded: (float)sqrt((double)x) == sqrtf(x) exactly
define float @src4(float %x) {
  %d = fpext float %x to double
  %c = call double @sqrt(double %d)
  %r = fptrunc double %c to float
  ret float %r
}
define float @tgt4(float %x) {
  %r = call float @sqrtf(float %x)
  ret float %r
}

; exp(x) as the intrinsic
define double @src5(double %x) {
  %r = call double @exp(double %x)
  ret double %r
}
define double @tgt5(double %x) {
  %r = call double @llvm.exp.f64(double %x)
  ret double %r
}

; exp(0) folded to 1
define double @src6() {
  %r = call double @exp(double 0.0)
  ret double %r
}
define double @tgt6() {
  ret double 1.0
}

; fmod is exact: fmod(x, 2) is not fmod(x, 3)
define double @src7(double %x) {
  %r = call double @fmod(double %x, double 2.0)
  ret double %r
}
define double @tgt7(double %x) {
  %r = call double @fmod(double %x, double 3.0)
  ret double %r
}

; ninf added where the source has none: log(0) = -inf becomes poison
define float @src8(float %x) {
  %d = fpext float %x to double
  %c = call double @log(double %d)
  %r = fptrunc double %c to float
  ret float %r
}
define float @tgt8(float %x) {
  %r = call ninf float @llvm.log.f32(float %x)
  ret float %r
}

; sqrt(x) is not sqrt(x) + 0x1p-52 * x for every x: exact function
define double @src9(double %x) {
  %r = call double @sqrt(double %x)
  ret double %r
}
define double @tgt9(double %x) {
  %r = call double @sqrt(double %x)
  %n = fneg double %r
  ret double %n
}

; log(1) is exactly 0
define double @src10() {
  %r = call double @log(double 1.0)
  ret double %r
}
define double @tgt10() {
  ret double 0x3CB0000000000000
}
