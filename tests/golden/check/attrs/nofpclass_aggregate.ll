; LangRef "nofpclass": the attribute applies to fp values, vectors of them
; and the aggregates fast-math flags support -- arrays (nested) and
; homogeneous structs of fp values -- and a value of a class it excludes is
; poison.  So an argument [2 x float] nofpclass(zero nan sub norm) can only
; be infinities or poison, and when the return value is nofpclass(inf) a
; select that could return it may return the other operand
; (InstCombine/simplify-demanded-fpclass.ll, ret_float_array).  Element by
; element, as a vector's lanes: a value the attribute allows stays.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: 4 pairs: 2 without counterexample, 2 with a counterexample

; llfuzz-input: @src1(i1 true, [3 x [2 x float]] zeroinitializer, [3 x [2 x float]] undef)
define nofpclass(inf) [3 x [2 x float]] @src1(i1 %c, [3 x [2 x float]] nofpclass(nan norm zero sub) %x, [3 x [2 x float]] %y) {
  %s = select i1 %c, [3 x [2 x float]] %x, [3 x [2 x float]] %y
  ret [3 x [2 x float]] %s
}
define nofpclass(inf) [3 x [2 x float]] @tgt1(i1 %c, [3 x [2 x float]] nofpclass(nan norm zero sub) %x, [3 x [2 x float]] %y) {
  ret [3 x [2 x float]] %y
}

; a struct of two doubles: a NaN element is poison, the other stays
; llfuzz-input: @src2({ double, double } { double 0x7FF8000000000000, double 1.0 })
define { double, double } @src2({ double, double } nofpclass(nan) %x) {
  ret { double, double } %x
}
define { double, double } @tgt2({ double, double } nofpclass(nan) %x) {
  %e = extractvalue { double, double } %x, 1
  %r = insertvalue { double, double } { double 0.0, double poison }, double %e, 1
  ret { double, double } %r
}

; an allowed element is the value itself
; llfuzz-input: @src3([2 x float] [float 1.0, float 0x7FF0000000000000])
define [2 x float] @src3([2 x float] nofpclass(inf) %x) {
  ret [2 x float] %x
}
define [2 x float] @tgt3([2 x float] nofpclass(inf) %x) {
  ret [2 x float] [float 2.0, float 0.0]
}

; the return value's attribute too: only the infinity is poison
; llfuzz-input: @src4([2 x float] [float 1.0, float 0x7FF0000000000000])
define nofpclass(inf) [2 x float] @src4([2 x float] %x) {
  ret [2 x float] %x
}
define nofpclass(inf) [2 x float] @tgt4([2 x float] %x) {
  ret [2 x float] [float 3.0, float 5.0]
}
