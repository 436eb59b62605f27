; GlobalOpt evaluates constructors (llvm.global_ctors) and folds what they
; store into the initial values, deleting them.  Other modules call in
; after the constructors ran, so between two modules each run starts by
; running its module's constructors: the source's @ctor stores 24 to @G,
; the target's @G starts at 24, and @get agrees.  The emptied list itself
; is not memory a program reads.  Before, each function reading @G was a
; false alarm.  A target whose initial value is not what the constructors
; leave is still found (the second RUN).
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine 'opt-22:-passes=globalopt' --save-target %t/t1.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: @ctor: internal: not compared on its own: a constructor, run before each function
; CHECK1: @get/@get: no counterexample
; CHECK1: @set/@set: no counterexample
; CHECK1: 2 pairs: 2 without counterexample, 0 with a counterexample
; RUN: grep -F '@G = local_unnamed_addr global i32 24' %t/t1.ll
; RUN: %exit 1 %llfuzz check %s %S/Inputs/ok_ctors_tgt.ll | FileCheck %s --check-prefix=CHECK3
; CHECK3: @get/@get: ERROR: value mismatch
; CHECK3: @set/@set: ERROR: memory mismatch
; CHECK3: memory @G+0: source 0x18, target 0x19

@G = global i32 0
@H = internal global i32 0
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [
  { i32, ptr, ptr } { i32 200, ptr @ctor_late, ptr null },
  { i32, ptr, ptr } { i32 100, ptr @ctor, ptr null }]

define internal void @ctor() {
  store i32 20, ptr @G
  store i32 3, ptr @H
  ret void
}

; runs after @ctor (a higher priority number)
define internal void @ctor_late() {
  %g = load i32, ptr @G
  %g1 = add i32 %g, 4
  store i32 %g1, ptr @G
  ret void
}

define i32 @get(i32 %x) {
  %g = load i32, ptr @G
  %h = load i32, ptr @H
  %s = add i32 %g, %h
  %r = add i32 %s, %x
  ret i32 %r
}

define void @set(i32 %x) {
  %h = load i32, ptr @H
  %c = icmp eq i32 %h, 3
  br i1 %c, label %yes, label %no
yes:
  store i32 %x, ptr @H
  ret void
no:
  store i32 %x, ptr @G
  ret void
}
