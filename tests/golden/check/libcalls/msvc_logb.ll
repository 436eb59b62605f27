; LLVM's TargetLibraryInfo names logb and logbf _logb and _logbf on
; windows-msvc, and InstCombine shrinks (float)logb((double)f) to _logbf(f)
; (InstCombine/double-float-shrink-1.ll, logb_test1).  They were unknown
; functions, so the new call was a trace mismatch; they run as logb now.  A
; wrong result is still one.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample

declare double @logb(double)
declare float @_logbf(float)
declare double @_logb(double)

define float @src1(float %f) {
  %d = fpext float %f to double
  %l = call fast double @logb(double %d)
  %r = fptrunc double %l to float
  ret float %r
}
define float @tgt1(float %f) {
  %r = call fast float @_logbf(float %f)
  ret float %r
}

define double @src2(double %x) {
  %r = call double @logb(double %x)
  ret double %r
}
define double @tgt2(double %x) {
  %r = call double @_logb(double %x)
  ret double %r
}

; llfuzz-input: @src3(double 8.0)
define double @src3(double %x) {
  %r = call double @logb(double %x)
  ret double %r
}
define double @tgt3(double %x) {
  %r = call double @_logb(double %x)
  %s = fadd double %r, 1.0
  ret double %s
}
