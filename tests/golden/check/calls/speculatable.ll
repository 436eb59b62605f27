; LangRef "speculatable": the function has no effects besides computing its
; result and no undefined behaviour.  The environment traced a call of one
; as an event (no memory attribute, no willreturn), so InstCombine's
; select(x == 0, f(x, x), y) -> select(x == 0, f(0, 0), y)
; (select-binop-cmp.ll) was a trace mismatch.  It is no event now, and its
; result still depends on its arguments.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample

declare i32 @f(i32, i32) speculatable

define i32 @src1(i32 %x, i32 %y) {
  %c = icmp eq i32 %x, 0
  %r = call i32 @f(i32 %x, i32 %x)
  %s = select i1 %c, i32 %r, i32 %y
  ret i32 %s
}
define i32 @tgt1(i32 %x, i32 %y) {
  %c = icmp eq i32 %x, 0
  %r = call i32 @f(i32 0, i32 0)
  %s = select i1 %c, i32 %r, i32 %y
  ret i32 %s
}

; an unused call goes
define i32 @src2(i32 %x) {
  %r = call i32 @f(i32 %x, i32 1)
  ret i32 %x
}
define i32 @tgt2(i32 %x) {
  ret i32 %x
}

; wrong: the result used with other arguments
define i32 @src3(i32 %x, i32 %y) {
  %c = icmp eq i32 %x, 0
  %r = call i32 @f(i32 %x, i32 %x)
  %s = select i1 %c, i32 %r, i32 %y
  ret i32 %s
}
define i32 @tgt3(i32 %x, i32 %y) {
  %c = icmp eq i32 %x, 0
  %r = call i32 @f(i32 1, i32 0)
  %s = select i1 %c, i32 %r, i32 %y
  ret i32 %s
}
