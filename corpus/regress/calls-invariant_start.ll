; An object named by llvm.invariant.start is constant until an
; invariant.end: an undefined callee may not write it, and opt -O2 forwards
; the stored 0 across the call.  When undefined callees began to write
; their arguments' memory, the environment wrote the alloca and the folded
; load was a false "value mismatch" (InstCombine/invariant.ll, @f).
; (also tests/golden/check/calls/invariant_start_callee.ll)
; llfuzz-engine: opt-22:-O2
; llfuzz-expect: refines
declare void @g(ptr)
declare ptr @llvm.invariant.start.p0(i64, ptr nocapture) nounwind readonly

define i8 @f() {
  %a = alloca i8
  store i8 0, ptr %a
  %i = call ptr @llvm.invariant.start.p0(i64 1, ptr %a)
  call void @g(ptr %a)
  %r = load i8, ptr %a
  ret i8 %r
}
