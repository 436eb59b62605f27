; IPSCCP: when every caller of an internal function uses the constant it
; returns, the callers get the constant and the function returns poison
; (or its argument becomes a constant).  The internal function alone
; would be "more poisonous"; through its external callers it is correct.
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine 'opt-22:-passes=ipsccp' --save-target %t/t1.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: @five: internal: not compared on its own
; CHECK1: @times3: internal: not compared on its own
; CHECK1: @a/@a: no counterexample
; CHECK1: @b/@b: no counterexample
; CHECK1: @c/@c: no counterexample
; CHECK1: 3 pairs: 3 without counterexample, 0 with a counterexample; 2 local or dropped functions not compared on their own
; RUN: grep -F 'ret i32 poison' %t/t1.ll
; RUN: %llfuzz check %s --engine 'opt-22:-O2' | FileCheck %s --check-prefix=CHECK3
; CHECK3: 3 pairs: 3 without counterexample, 0 with a counterexample

@log = global i32 0

define internal i32 @five(i32 %x) {
  store i32 %x, ptr @log
  ret i32 5
}

define internal i32 @times3(i32 %x) {
  %r = mul i32 %x, 3
  ret i32 %r
}

define i32 @a(i32 %x) {
  %r = call i32 @five(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @b(i32 %x) {
  %r = call i32 @five(i32 %x)
  ret i32 %r
}

define i32 @c(i32 %a) {
  %r = call i32 @times3(i32 7)
  %s = add i32 %r, %a
  ret i32 %s
}
