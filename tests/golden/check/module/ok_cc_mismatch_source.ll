; A call with another calling convention than the callee's is UB (LangRef
; "Calling Conventions"), and -O2 makes it unreachable.  The source has UB
; on every input: any target refines it.  Before, the interpreter ran the
; call and the unreachable target was a false alarm.
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine 'opt-22:-O2' --save-target %t/t1.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: @get/@get: no counterexample: the source has UB on every input
; CHECK1: 1 pair: 1 without counterexample, 0 with a counterexample; 1 local or dropped function not compared on its own
; RUN: grep -F 'unreachable' %t/t1.ll

define internal fastcc i32 @helper(i32 %x) {
  %r = add i32 %x, 42
  ret i32 %r
}

define i32 @get(i32 %x) {
  %r = call i32 @helper(i32 %x)
  ret i32 %r
}
