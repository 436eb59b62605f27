; Wrong transformations of what other modules see, in a hand-written
; target: @result returns another value, @store drops its store to the
; external @g, @through's internal callee @helper lost a dead argument
; but now computes something else (found through @through), @wrong_arg's
; callee @pick had a parameter removed that was not dead.
; RUN: %exit 1 %llfuzz check %s %S/Inputs/err_external_changed_tgt.ll | FileCheck %s
; CHECK: @result/@result: ERROR: value mismatch
; CHECK: @store/@store: ERROR: memory mismatch
; CHECK: memory @g+0
; CHECK: @helper: internal: not compared on its own
; CHECK: @through/@through: ERROR: value mismatch
; CHECK: @pick: internal: not compared on its own
; CHECK: @wrong_arg/@wrong_arg: ERROR: value mismatch
; CHECK: @same/@same: no counterexample
; CHECK: 5 pairs: 1 without counterexample, 4 with a counterexample; 2 local or dropped functions not compared on their own

@g = global i32 0

define i32 @result(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define void @store(i32 %x) {
  store i32 %x, ptr @g
  ret void
}

define internal i32 @helper(i32 %x, i32 %dead) {
  %r = mul i32 %x, 3
  ret i32 %r
}

define i32 @through(i32 %x) {
  %r = call i32 @helper(i32 %x, i32 0)
  ret i32 %r
}

define internal i32 @pick(i32 %a, i32 %b) {
  %r = sub i32 %a, %b
  ret i32 %r
}

define i32 @wrong_arg(i32 %x, i32 %y) {
  %r = call i32 @pick(i32 %x, i32 %y)
  ret i32 %r
}

define i32 @same(i32 %x) {
  ret i32 %x
}
