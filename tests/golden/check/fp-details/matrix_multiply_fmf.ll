; llvm.matrix.multiply with nnan or ninf: an argument the flag excludes,
; or a product inf * 0 under nnan (NaN in any order of the sums), makes
; the result poison.  The interpreter left such an element fixed-unknown
; (the order of the sum is free), so InstCombine moving a negation out of
; the multiply (matrix-multiplication-negation.ll) was a false alarm.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: target is more poisonous
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample

declare <2 x double> @llvm.matrix.multiply.v2f64.v6f64.v3f64(<6 x double>, <3 x double>, i32, i32, i32)

define <2 x double> @src1(<6 x double> %a, <3 x double> %b) {
  %n = fneg <6 x double> %a
  %r = call nnan <2 x double> @llvm.matrix.multiply.v2f64.v6f64.v3f64(<6 x double> %n, <3 x double> %b, i32 2, i32 3, i32 1)
  ret <2 x double> %r
}
define <2 x double> @tgt1(<6 x double> %a, <3 x double> %b) {
  %m = call nnan <2 x double> @llvm.matrix.multiply.v2f64.v6f64.v3f64(<6 x double> %a, <3 x double> %b, i32 2, i32 3, i32 1)
  %r = fneg nnan <2 x double> %m
  ret <2 x double> %r
}
; llfuzz-input: @src1(<6 x double> <double -0.0, double 0.0, double 0xFFF0000000000000, double 1.0, double 0.0, double 2.0>, <3 x double> <double 0.0, double -0.0, double -0.0>)
; llfuzz-input: @src1(<6 x double> <double 1.0, double 0.0, double 2.0, double 1.0, double 0.0, double 2.0>, <3 x double> <double 0x7FF8000000000000, double 1.0, double 1.0>)

define <2 x double> @src2(<6 x double> %a, <3 x double> %b) {
  %n = fneg <6 x double> %a
  %r = call ninf <2 x double> @llvm.matrix.multiply.v2f64.v6f64.v3f64(<6 x double> %n, <3 x double> %b, i32 2, i32 3, i32 1)
  ret <2 x double> %r
}
define <2 x double> @tgt2(<6 x double> %a, <3 x double> %b) {
  %m = call ninf <2 x double> @llvm.matrix.multiply.v2f64.v6f64.v3f64(<6 x double> %a, <3 x double> %b, i32 2, i32 3, i32 1)
  %r = fneg ninf <2 x double> %m
  ret <2 x double> %r
}
; llfuzz-input: @src2(<6 x double> <double 1.0, double 0.0, double 0xFFF0000000000000, double 1.0, double 0.0, double 2.0>, <3 x double> <double 1.0, double 1.0, double 1.0>)

; wrong: nnan added, and a NaN in b is then poison
define <2 x double> @src3(<6 x double> %a, <3 x double> %b) {
  %r = call <2 x double> @llvm.matrix.multiply.v2f64.v6f64.v3f64(<6 x double> %a, <3 x double> %b, i32 2, i32 3, i32 1)
  ret <2 x double> %r
}
define <2 x double> @tgt3(<6 x double> %a, <3 x double> %b) {
  %r = call nnan <2 x double> @llvm.matrix.multiply.v2f64.v6f64.v3f64(<6 x double> %a, <3 x double> %b, i32 2, i32 3, i32 1)
  ret <2 x double> %r
}
; llfuzz-input: @src3(<6 x double> <double 1.0, double 0.0, double 2.0, double 1.0, double 0.0, double 2.0>, <3 x double> <double 0x7FF8000000000000, double 1.0, double 1.0>)
