; A location loaded with !invariant.load "contains the same value at all
; points in the program where [it] is dereferenceable" (LangRef): an
; undefined callee may not write it, and GVN reuses the first load across
; the call (opt-22 -passes=gvn turns @src1 into @tgt1).  Since undefined
; callees write their arguments' memory, the environment wrote %p and the
; reused load was a false "value mismatch".  In a module with
; !invariant.load (or !invariant.group) the environment writes nothing
; now.  @src2, the same fold without the promise, is checked in
; traced_writes.ll (a module of its own: the switch is per module).
; RUN: %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: 1 pair: 1 without counterexample, 0 with a counterexample

declare void @g(ptr)

define i32 @src1(ptr %p) {
  %a = load i32, ptr %p, !invariant.load !0
  call void @g(ptr %p)
  %b = load i32, ptr %p, !invariant.load !0
  %s = sub i32 %a, %b
  ret i32 %s
}
define i32 @tgt1(ptr %p) {
  call void @g(ptr %p)
  ret i32 0
}

!0 = !{}
