; GlobalOpt on internal globals and functions: a global never stored is
; folded into its loads (and deleted), one only stored is deleted with its
; stores, one that holds 0 or 1 shrinks to an i1 (@flag, of another type
; in the target), an internal function becomes fastcc.  Internal globals
; are not compared at the end of a run (other modules cannot name them);
; the external @ext is, and a store the external function makes to it must
; stay.
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine 'opt-22:-passes=globalopt' --save-target %t/t1.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: @helper: internal: not compared on its own
; CHECK1: @set/@set: no counterexample
; CHECK1: @get/@get: no counterexample
; CHECK1: 2 pairs: 2 without counterexample, 0 with a counterexample; 1 local or dropped function not compared on its own
; RUN: grep -F '@flag = internal unnamed_addr global i1 false' %t/t1.ll
; RUN: grep -F 'define internal fastcc i32 @helper' %t/t1.ll
; RUN: (! grep -E '@(never_stored|only_stored) =' %t/t1.ll)
; RUN: %llfuzz check %s --engine 'opt-22:-O2' | FileCheck %s --check-prefix=CHECK5
; CHECK5: 2 pairs: 2 without counterexample, 0 with a counterexample

@never_stored = internal global i32 42
@only_stored = internal global i32 0
@flag = internal global i32 0
@ext = global i32 0

define internal i32 @helper(i32 %x) {
  %v = load i32, ptr @never_stored
  %r = add i32 %x, %v
  ret i32 %r
}

define void @set() {
  store i32 1, ptr @flag
  ret void
}

define i32 @get(i32 %x) {
  store i32 %x, ptr @only_stored
  %f = load i32, ptr @flag
  %r = call i32 @helper(i32 %x)
  %t = add i32 %r, %f
  store i32 %t, ptr @ext
  ret i32 %t
}
