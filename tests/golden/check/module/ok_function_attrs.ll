; Function attribute inference on external functions: memory(none),
; nofree, nounwind, willreturn, noundef nonnull on a result, returned and
; readonly/writeonly/initializes on parameters, range(...) on a result
; (-O2).  The target's new attributes are promises it makes; the source
; keeps them, so they pass.  An external caller may then drop a call to a
; memory(none) function whose result it does not use.
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine 'opt-22:-passes=function-attrs' --save-target %t/t1.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: 8 pairs: 8 without counterexample, 0 with a counterexample
; RUN: grep -F 'define noundef nonnull ptr @gptr()' %t/t1.ll
; RUN: %llfuzz check %s --engine 'opt-22:-O2' --save-target %t/t3.ll | FileCheck %s --check-prefix=CHECK3
; CHECK3: 8 pairs: 8 without counterexample, 0 with a counterexample
; RUN: grep -F 'define range(i8 3, 10) i8 @small(i1 %c)' %t/t3.ll

@g = global i32 5

define i32 @pure(i32 %x) {
  %r = mul i32 %x, %x
  ret i32 %r
}

define ptr @identity(ptr %p) {
  ret ptr %p
}

define ptr @gptr() {
  ret ptr @g
}

define i32 @reads(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define void @writes(ptr %p, i32 %x) {
  store i32 %x, ptr %p
  ret void
}

define i32 @calls(i32 %x) {
  %a = call i32 @pure(i32 %x)
  %b = call i32 @pure(i32 %a)
  %unused = call i32 @pure(i32 %b)
  ret i32 %b
}

define i8 @small(i1 %c) {
  %r = select i1 %c, i8 3, i8 9
  ret i8 %r
}

define i32 @recurse(i32 %n) {
entry:
  %z = icmp ule i32 %n, 1
  br i1 %z, label %done, label %more
more:
  %m = lshr i32 %n, 1
  %r = call i32 @recurse(i32 %m)
  %s = add i32 %r, 1
  ret i32 %s
done:
  ret i32 0
}
