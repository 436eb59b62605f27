; Pointer arguments that alias: the oracle's inputs now make a pointer
; argument point into an earlier one's buffer (at offset 0, 4, 8 or 16) on
; every 4th input vector from the 7th on, where nothing in the module says
; they may not (no noalias, no TBAA or scoped-alias metadata, no attribute
; that says more about the object).  Before, each pointer had its own
; buffer, and a transformation that assumed two plain pointers never alias
; passed unseen.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: input:  ptr <64-byte buffer>, ptr <argument 1's buffer + 0>
; CHECK: @src5/@tgt5: ERROR:
; CHECK: @src6/@tgt6: ERROR:
; CHECK: @src7/@tgt7: ERROR:
; CHECK: @src8/@tgt8: no counterexample in 42 inputs
; CHECK: 8 pairs: 4 without counterexample, 4 with a counterexample

; store-to-load forwarding through the same pointer
define i32 @src1(ptr %p, ptr %q) {
  store i32 1, ptr %p
  %v = load i32, ptr %p
  store i32 %v, ptr %q
  ret i32 %v
}
define i32 @tgt1(ptr %p, ptr %q) {
  store i32 1, ptr %p
  store i32 1, ptr %q
  ret i32 1
}

; a load of q between two stores to p: the second store may not move up
define i32 @src2(ptr %p, ptr %q) {
  store i32 1, ptr %p
  %v = load i32, ptr %q
  store i32 2, ptr %p
  ret i32 %v
}
define i32 @tgt2(ptr %p, ptr %q) {
  store i32 1, ptr %p
  %v = load i32, ptr %q
  store i32 2, ptr %p
  ret i32 %v
}

; a store to p that an equal-valued load of p makes dead, with q between
define void @src3(ptr %p, ptr %q) {
  %v = load i32, ptr %p
  %w = load i32, ptr %q
  store i32 %v, ptr %p
  ret void
}
define void @tgt3(ptr %p, ptr %q) {
  ret void
}

; wrong: p's value forwarded across a store to q, which may be p
define i32 @src4(ptr %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt4(ptr %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  ret i32 1
}

; wrong: two stores swapped (the last one wins when they overlap)
define void @src5(ptr %p, ptr %q) {
  store i64 1, ptr %p
  store i64 2, ptr %q
  ret void
}
define void @tgt5(ptr %p, ptr %q) {
  store i64 2, ptr %q
  store i64 1, ptr %p
  ret void
}

; wrong: a load of q hoisted above a store to p (q may be p + 4)
define i32 @src6(ptr %p, ptr %q) {
  %p4 = getelementptr i8, ptr %p, i64 4
  store i32 7, ptr %p4
  %v = load i32, ptr %q
  ret i32 %v
}
define i32 @tgt6(ptr %p, ptr %q) {
  %v = load i32, ptr %q
  %p4 = getelementptr i8, ptr %p, i64 4
  store i32 7, ptr %p4
  ret i32 %v
}

; wrong: memcpy for memmove (the buffers may overlap)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @src7(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 16, i1 false)
  ret void
}
define void @tgt7(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 16, i1 false)
  ret void
}

; many pointer arguments: one of them aliases the first (an alias of an
; alias once ran out of buffer: every input unsupported)
define void @src8(ptr %a, ptr %b, ptr %c, ptr %d, ptr %e, ptr %f) {
  store i64 1, ptr %a
  store i64 2, ptr %b
  store i64 3, ptr %c
  store i64 4, ptr %d
  store i64 5, ptr %e
  store i64 6, ptr %f
  ret void
}
define void @tgt8(ptr %a, ptr %b, ptr %c, ptr %d, ptr %e, ptr %f) {
  store i64 1, ptr %a
  store i64 2, ptr %b
  store i64 3, ptr %c
  store i64 4, ptr %d
  store i64 5, ptr %e
  store i64 6, ptr %f
  ret void
}
