; InstCombine folds shufflevector(fmul nnan ninf v, C; v) that takes lane 0
; from the fmul and lanes 1-3 from v itself into one fmul nnan ninf
; v, <C0, 1.0, 1.0, 1.0>: the identity constant makes lanes 1-3 equal to v's
; -- but under the fmul's flags, which those lanes never had.  A lane of v
; that is -inf (v promises only nofpclass(nan)) comes out poison.
;   opt-22 -passes=instcombine -S g20-...ll
;   -> %s = fmul nnan ninf <4 x float> %v, <float 4.1e+01, float 1.0, float 1.0, float 1.0>
;   llfuzz check g20-...ll --engine opt-22:-passes=instcombine
;   -> target is more poisonous: lane 3 of v = -inf
; (found by bench/check-llvm-tests.sh on InstCombine/shuffle_select.ll and
; shuffle_select-inseltpoison.ll, @fmul; not found upstream)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 19-
; llfuzz-input: @f(<4 x float> <float 1.0, float 2.0, float 3.0, float 0xFFF0000000000000>)
define <4 x float> @f(<4 x float> nofpclass(nan) %v) {
  %b = fmul nnan ninf <4 x float> %v, <float 41.0, float 42.0, float 43.0, float 44.0>
  %s = shufflevector <4 x float> %b, <4 x float> %v, <4 x i32> <i32 0, i32 5, i32 6, i32 7>
  ret <4 x float> %s
}
