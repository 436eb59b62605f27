; Dead-argument elimination rewrites internal functions: a parameter no
; one reads goes, a result no caller uses becomes void.  Other modules
; cannot call them, so they are not compared on their own: the external
; caller is, and it still returns the same value and stores the same.
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine 'opt-22:-passes=deadargelim' --save-target %t/t1.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: @callee: internal: not compared on its own: checked through its callers
; CHECK1: @noret: internal: not compared on its own
; CHECK1: @caller/@caller: no counterexample
; CHECK1: 1 pair: 1 without counterexample, 0 with a counterexample; 2 local or dropped functions not compared on their own
; RUN: grep -F 'define internal void @noret(i32 %x)' %t/t1.ll
; RUN: grep -F 'define internal i32 @callee(i32 %x)' %t/t1.ll
; RUN: %llfuzz check %s --engine 'opt-22:-O2' | FileCheck %s --check-prefix=CHECK4
; CHECK4: 1 pair: 1 without counterexample, 0 with a counterexample

@g = global i32 0

define internal i32 @callee(i32 %x, i32 %dead) {
  %r = add i32 %x, 1
  ret i32 %r
}

define internal i32 @noret(i32 %x) {
  store i32 %x, ptr @g
  ret i32 7
}

define i32 @caller(i32 %a, i32 %b) {
  %r = call i32 @callee(i32 %a, i32 %b)
  %u = call i32 @noret(i32 %b)
  ret i32 %r
}
