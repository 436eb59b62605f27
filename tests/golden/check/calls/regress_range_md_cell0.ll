; Reduced from a false alarm on InstSimplify's div.ll and rem.ll (@div1,
; @rem4): !range on a call whose result is the function's first value (its
; cell is number 0) was not applied, because the lowering took cell 0 for
; "no result".  A result outside !range is poison (LangRef "'range'
; Metadata"), so the folds below are right whatever @external returns.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: 3 pairs: 3 without counterexample, 0 with a counterexample

declare i32 @external()
declare i32 @pure() memory(none) nounwind willreturn

define i32 @src1() {
  %call = call i32 @external(), !range !0
  %d = udiv i32 %call, 3
  ret i32 %d
}
define i32 @tgt1() {
  %call = call i32 @external(), !range !0
  ret i32 0
}

define i32 @src2() {
  %call = call i32 @external(), !range !0
  %r = urem i32 %call, 3
  ret i32 %r
}
define i32 @tgt2() {
  %call = call i32 @external(), !range !0
  ret i32 %call
}

; the same for a call that is no event
define i32 @src3() {
  %call = call i32 @pure(), !range !0
  ret i32 %call
}
define i32 @tgt3() {
  ret i32 2
}

!0 = !{i32 0, i32 3}
