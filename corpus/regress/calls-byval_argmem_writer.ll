; A byval argument is a copy: the callee writes its own, never the caller's
; object.  GVN forwards the store across the call, rightly.  Before, the
; environment of an argmem-only writer (memory(argmem: readwrite),
; willreturn, nounwind) wrote through the byval pointer into the caller's
; object, and the folded load was a "value mismatch".
; (also tests/golden/check/calls/byval_argmem_writer.ll)
; llfuzz-engine: opt-22:-passes=gvn
; llfuzz-expect: refines
declare void @f(ptr byval(i32)) memory(argmem: readwrite) willreturn nounwind

define i32 @g(ptr %p) {
  store i32 1, ptr %p
  call void @f(ptr byval(i32) %p)
  %v = load i32, ptr %p
  ret i32 %v
}
