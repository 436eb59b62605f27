; Function specialization (IPSCCP): an internal function called with
; constant function pointers gets one copy per constant, @apply.specialized.N,
; and IPSCCP adds range(...) to what it proves about internal parameters
; and results.  None of them is compared on its own; @entry is.
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine 'opt-22:-passes=ipsccp -force-specialization' --save-target %t/t1.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: @twice: internal: not compared on its own
; CHECK1: @plus3: internal: not compared on its own
; CHECK1: @apply: internal: not compared on its own
; CHECK1: @entry/@entry: no counterexample
; CHECK1: 1 pair: 1 without counterexample, 0 with a counterexample; 3 local or dropped functions not compared on their own
; RUN: grep -F '@apply.specialized.1(' %t/t1.ll
; RUN: %llfuzz check %s --engine 'opt-22:-O3' | FileCheck %s --check-prefix=CHECK3
; CHECK3: 1 pair: 1 without counterexample, 0 with a counterexample

define internal i32 @twice(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}

define internal i32 @plus3(i32 %x) {
  %r = add i32 %x, 3
  ret i32 %r
}

define internal i32 @apply(ptr %f, i32 %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %v, %loop ]
  %v = call i32 %f(i32 %acc)
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret i32 %v
}

define i32 @entry(i32 %x, i1 %w) {
  %n = and i32 %x, 7
  %a = call i32 @apply(ptr @twice, i32 %x, i32 %n)
  %b = call i32 @apply(ptr @plus3, i32 %x, i32 %n)
  %r = select i1 %w, i32 %a, i32 %b
  ret i32 %r
}
