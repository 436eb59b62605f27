; Reduced from a false alarm on InstCombine's sqrt.ll (@sqrt_exp_2): under
; reassoc (or afn, arcp, contract) a library call's value may be another
; (sqrt(exp(x)) -> exp(x * 0.5): exp(x) underflows to 0 where exp(x / 2)
; does not), as an instruction's may; the calls' flags were ignored but
; nnan, ninf and nsz.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: target is more poisonous
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: 3 pairs: 1 without counterexample, 2 with a counterexample

declare double @exp(double)
declare double @sqrt(double)

define double @src1(double %x) {
  %e = call reassoc double @exp(double %x)
  %r = call reassoc double @sqrt(double %e)
  ret double %r
}
define double @tgt1(double %x) {
  %h = fmul reassoc double %x, 5.000000e-01
  %r = call reassoc double @exp(double %h)
  ret double %r
}
; llfuzz-input: @src1(double -1242.4)

; wrong: a value is not poison, reassoc or not
define double @src2(double %x) {
  %e = call reassoc double @exp(double %x)
  ret double %e
}
define double @tgt2(double %x) {
  ret double poison
}

; wrong: without the flags the value is exp's
define double @src3(double %x) {
  %e = call double @exp(double %x)
  ret double %e
}
define double @tgt3(double %x) {
  %e = call double @exp(double %x)
  %r = fadd double %e, 1.0
  ret double %r
}
