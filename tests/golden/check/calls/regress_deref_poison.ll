; Reduced from false alarms on InstCombine's nonnull-select tests:
; dereferenceable(<n>) implies noundef (LangRef "Parameter Attributes": the
; pointer should be well defined, otherwise it is undefined behavior), so
; passing poison to such a parameter is UB in the source, and a target that
; assumes the pointer is the non-null arm of a select is right.  Also: a
; pointer argument's buffer honours the parameter's align(N) in every run,
; not by chance of its address (InstCombine's align-attr tests).
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: 2 pairs: 2 without counterexample, 0 with a counterexample

declare void @use(ptr)

; llfuzz-input: @src1(i1 poison, ptr null, i64 -4)
define void @src1(i1 %c, ptr %p, i64 %off) {
  %q = select i1 %c, ptr null, ptr %p
  %r = getelementptr i8, ptr %q, i64 %off
  call void @use(ptr dereferenceable(4) %r)
  ret void
}
define void @tgt1(i1 %c, ptr %p, i64 %off) {
  %r = getelementptr i8, ptr %p, i64 %off
  call void @use(ptr dereferenceable(4) %r)
  ret void
}

define i32 @src2(ptr align 32 %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define i32 @tgt2(ptr align 32 %p) {
  %v = load i32, ptr %p, align 32
  ret i32 %v
}
