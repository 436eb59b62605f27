; llvm.matrix.multiply nnan/ninf: an excluded argument, or inf * 0 under
; nnan, is poison; flags do not apply to the partial sums of one order.
; InstCombine's matrix-multiplication-negation.ll (moving an fneg out of the
; multiply) was a false alarm.
; (regression case of a false alarm; also tests/golden/check/fp-details/matrix_multiply_fmf.ll)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-llvm: 22-

declare <2 x double> @llvm.matrix.multiply.v2f64.v6f64.v3f64(<6 x double>, <3 x double>, i32, i32, i32)

define <2 x double> @neg_nnan(<6 x double> %a, <3 x double> %b) {
  %n = fneg <6 x double> %a
  %r = call nnan <2 x double> @llvm.matrix.multiply.v2f64.v6f64.v3f64(<6 x double> %n, <3 x double> %b, i32 2, i32 3, i32 1)
  ret <2 x double> %r
}

define <2 x double> @neg_fast(<6 x double> %a, <3 x double> %b) {
  %n = fneg <6 x double> %a
  %r = call fast <2 x double> @llvm.matrix.multiply.v2f64.v6f64.v3f64(<6 x double> %n, <3 x double> %b, i32 2, i32 3, i32 1)
  ret <2 x double> %r
}
