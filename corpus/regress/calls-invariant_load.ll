; A location loaded with !invariant.load holds the same value wherever it
; is dereferenceable: an undefined callee may not write it, and GVN reuses
; the first load across the call.  When undefined callees began to write
; their arguments' memory, the reused load was a false "value mismatch".
; (also tests/golden/check/calls/invariant_load_callee.ll)
; llfuzz-engine: opt-22:-passes=gvn
; llfuzz-engine: opt-22:-O2
; llfuzz-expect: refines
declare void @g(ptr)

define i32 @f(ptr %p) {
  %a = load i32, ptr %p, !invariant.load !0
  call void @g(ptr %p)
  %b = load i32, ptr %p, !invariant.load !0
  %s = sub i32 %a, %b
  ret i32 %s
}

!0 = !{}
