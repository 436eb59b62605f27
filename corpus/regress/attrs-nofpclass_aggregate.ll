; nofpclass on an array of floats: %x can only be infinities (or poison),
; and the return value may not be one, so InstCombine returns %y.  Before,
; llfuzz applied nofpclass to fp scalars and vectors only, and a zero %x
; was a "target's value is more undefined".
; (regression case of a false alarm from InstCombine/simplify-demanded-fpclass.ll,
; ret_float_array; also tests/golden/check/attrs/nofpclass_aggregate.ll)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-input: @f(i1 true, [3 x [2 x float]] zeroinitializer, [3 x [2 x float]] undef)
define nofpclass(inf) [3 x [2 x float]] @f(i1 %c, [3 x [2 x float]] nofpclass(nan norm zero sub) %x, [3 x [2 x float]] %y) {
  %s = select i1 %c, [3 x [2 x float]] %x, [3 x [2 x float]] %y
  ret [3 x [2 x float]] %s
}
