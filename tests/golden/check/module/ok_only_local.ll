; A module whose functions are all internal: other modules can call none of
; them, so nothing is compared -- said, and check exits 3 (nothing
; checked), never 0.  --func naming one of them says why it is skipped.
; REQUIRES: opt-22
; RUN: llfuzz check %s --engine 'opt-22:-passes=deadargelim'
; EXIT: 3
; CHECK: @f: internal: not compared on its own
; CHECK: @g: private: not compared on its own
; CHECK: 0 pairs: 0 without counterexample, 0 with a counterexample; 2 local or dropped functions not compared on their own
; CHECK: nothing checked: no function other modules can call
; RUN: llfuzz check %s --engine 'opt-22:-passes=deadargelim' --func g
; EXIT: 3
; CHECK: @g: private: not compared on its own
; CHECK-NOT: @f:
; CHECK: nothing checked
; RUN: llfuzz check %s %S/Inputs/only_local_tgt.ll
; EXIT: 3
; CHECK: nothing checked

define internal i32 @f(i32 %x, i32 %dead) {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}

define private i32 @g(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
