; Reduced from a false alarm on InstCombine's sincospi.ll: Apple's
; __sinpif/__cospif (readnone, but without willreturn) were unknown
; functions, so merging the pair into __sincospif_stret was a trace
; mismatch.  They run as libm now: sin(pi x), cos(pi x), exact at the
; integers and half-integers, approximate elsewhere.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: 4 pairs: 2 without counterexample, 2 with a counterexample

declare float @__sinpif(float) readnone nounwind
declare float @__cospif(float) readnone nounwind
declare double @__sinpi(double) readnone nounwind
declare double @__cospi(double) readnone nounwind
declare <2 x float> @__sincospif_stret(float)
declare { double, double } @__sincospi_stret(double)

define float @src1(float %x) {
  %s = call float @__sinpif(float %x)
  %c = call float @__cospif(float %x)
  %r = fadd float %s, %c
  ret float %r
}
define float @tgt1(float %x) {
  %sc = call <2 x float> @__sincospif_stret(float %x)
  %s = extractelement <2 x float> %sc, i64 0
  %c = extractelement <2 x float> %sc, i64 1
  %r = fadd float %s, %c
  ret float %r
}

define double @src2(double %x) {
  %s = call double @__sinpi(double %x)
  %c = call double @__cospi(double %x)
  %r = fsub double %s, %c
  ret double %r
}
define double @tgt2(double %x) {
  %sc = call { double, double } @__sincospi_stret(double %x)
  %s = extractvalue { double, double } %sc, 0
  %c = extractvalue { double, double } %sc, 1
  %r = fsub double %s, %c
  ret double %r
}

; wrong: sin and cos swapped (sinpi(0.5) is exactly 1, cospi(0.5) exactly 0)
define double @src3(double %x) {
  %s = call double @__sinpi(double %x)
  ret double %s
}
define double @tgt3(double %x) {
  %sc = call { double, double } @__sincospi_stret(double %x)
  %c = extractvalue { double, double } %sc, 1
  ret double %c
}
; llfuzz-input: @src3(double 0.5)

; wrong: sinpi of an integer is an exact zero, not sin(pi * n)
define float @src4(float %x) {
  %s = call float @__sinpif(float %x)
  ret float %s
}
define float @tgt4(float %x) {
  %m = fmul float %x, 0x400921FB60000000
  %s = call float @sinf(float %m)
  ret float %s
}
declare float @sinf(float)
; llfuzz-input: @src4(float 3.0)
