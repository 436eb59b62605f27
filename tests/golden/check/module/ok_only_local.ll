; A module whose functions are all internal: other modules can call none of
; them, so nothing is compared -- said, and check exits 3 (nothing
; checked), never 0.  --func naming one of them says why it is skipped.
; REQUIRES: opt-22
; RUN: %exit 3 %llfuzz check %s --engine 'opt-22:-passes=deadargelim' | FileCheck %s --check-prefix=CHECK1
; CHECK1: @f: internal: not compared on its own
; CHECK1: @g: private: not compared on its own
; CHECK1: 0 pairs: 0 without counterexample, 0 with a counterexample; 2 local or dropped functions not compared on their own
; CHECK1: nothing checked: no function other modules can call
; RUN: %exit 3 %llfuzz check %s --engine 'opt-22:-passes=deadargelim' --func g | FileCheck %s --check-prefix=CHECK2
; CHECK2: @g: private: not compared on its own
; CHECK2-NOT: @f:
; CHECK2: nothing checked
; RUN: %exit 3 %llfuzz check %s %S/Inputs/only_local_tgt.ll | FileCheck %s --check-prefix=CHECK3
; CHECK3: nothing checked

define internal i32 @f(i32 %x, i32 %dead) {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}

define private i32 @g(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
