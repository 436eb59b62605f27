; Reduced from a false alarm on InstSimplify's compare tests: a function
; declared to return nonnull (or dereferenceable) memory never returns null,
; so `icmp eq %p, null` folds to false.  The environment used to return
; null for every pointer result ("value mismatch").
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: 3 pairs: 3 without counterexample, 0 with a counterexample

declare nonnull ptr @obj()
declare dereferenceable(16) ptr @obj16()
declare align 64 ptr @aligned(i32)

define i1 @src1() {
  %p = call ptr @obj()
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt1() {
  %p = call ptr @obj()
  ret i1 false
}

define i1 @src2() {
  %p = call ptr @obj16()
  %c = icmp ne ptr %p, null
  ret i1 %c
}
define i1 @tgt2() {
  %p = call ptr @obj16()
  ret i1 true
}

; align 64 on the result: its low six bits are zero (when it is not null).
define i64 @src3(i32 %x) {
  %p = call ptr @aligned(i32 %x)
  %i = ptrtoint ptr %p to i64
  %r = and i64 %i, 63
  ret i64 %r
}
define i64 @tgt3(i32 %x) {
  %p = call ptr @aligned(i32 %x)
  ret i64 0
}
