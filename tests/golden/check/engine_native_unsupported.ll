; check against a compiler says why a function cannot be run natively
; (a pointer parameter), counts it, and exits 2: before, such functions
; were left out without a word and check exited 0 when none could run.
; REQUIRES: llc-22
; RUN: %exit 2 %llfuzz check %s --engine llc-22:-O2 | FileCheck %s --check-prefix=CHECK1
; CHECK1: @ptr: unsupported: a pointer parameter (native runs take values only)
; CHECK1: @ok/@ok: no counterexample
; CHECK1: 1 function compiled by llc-22:-O2: 1 without counterexample, 0 with a counterexample, 1 not run natively (unsupported)
; RUN: %exit 2 %llfuzz check %s --engine llc-22:-O2 --func ptr | FileCheck %s --check-prefix=CHECK2
; CHECK2: no function of {{.*}} can be run natively
define i32 @ok(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
define i32 @ptr(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}
