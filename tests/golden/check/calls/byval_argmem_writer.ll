; A byval argument is a copy (LangRef "Parameter Attributes"): a callee
; that writes its arguments' memory writes its own copy, never the caller's
; object.  The environment wrote through the byval pointer of an
; argmem-only writer into the caller's object, so GVN's forwarding of the
; store across the call (what opt-22 -passes=gvn does to @src1) was a false
; "value mismatch".  Without byval the callee may write the object: @src2's
; fold is wrong.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: 2 pairs: 1 without counterexample, 1 with a counterexample

declare void @f(ptr byval(i32)) memory(argmem: readwrite) willreturn nounwind
declare void @h(ptr) memory(argmem: readwrite) willreturn nounwind

define i32 @src1(ptr %p) {
  store i32 1, ptr %p
  call void @f(ptr byval(i32) %p)
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt1(ptr %p) {
  store i32 1, ptr %p
  call void @f(ptr byval(i32) %p)
  ret i32 1
}

define i32 @src2(ptr %p) {
  store i32 1, ptr %p
  call void @h(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt2(ptr %p) {
  store i32 1, ptr %p
  call void @h(ptr %p)
  ret i32 1
}
