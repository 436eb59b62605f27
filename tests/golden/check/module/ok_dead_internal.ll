; Dead internal functions and globals go (GlobalDCE, IPSCCP makes the body
; of a function no one calls unreachable first), an unused linkonce_odr
; function may go too, and ConstantMerge merges two private unnamed_addr
; constants with the same bytes into one: a pointer to either may point to
; the merged one.  Nothing other modules can see changed.
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine 'opt-22:-passes=ipsccp,globaldce,constmerge' --save-target %t/t1.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: @dead: internal: not compared on its own
; CHECK1: @inline_me: linkonce_odr: not compared on its own: dropped by the target
; CHECK1: @pick/@pick: no counterexample
; CHECK1: @first/@first: no counterexample
; CHECK1: 2 pairs: 2 without counterexample, 0 with a counterexample; 2 local or dropped functions not compared on their own
; RUN: (! grep -E '@(dead|inline_me|unused)\b' %t/t1.ll)
; RUN: (test $(grep -c '= private unnamed_addr constant' %t/t1.ll) = 1)
; RUN: %llfuzz check %s --engine 'opt-22:-O2' | FileCheck %s --check-prefix=CHECK4
; CHECK4: 2 pairs: 2 without counterexample, 0 with a counterexample

@unused = internal global i32 7
@s1 = private unnamed_addr constant [4 x i8] c"abc\00"
@s2 = private unnamed_addr constant [4 x i8] c"abc\00"

define internal i32 @dead(i32 %x) {
  %v = load i32, ptr @unused
  %r = add i32 %x, %v
  ret i32 %r
}

define linkonce_odr i32 @inline_me(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define ptr @pick(i1 %c) {
  %r = select i1 %c, ptr @s1, ptr @s2
  ret ptr %r
}

define i8 @first(i1 %c) {
  %p = select i1 %c, ptr @s1, ptr @s2
  %v = load i8, ptr %p
  ret i8 %v
}
