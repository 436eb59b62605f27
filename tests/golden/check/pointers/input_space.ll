; The pointer input space (family 4): pointer arguments that may alias or
; overlap at an offset.  Wrong folds that assume two plain pointer
; arguments do not alias, or that they are equal,
; must be found; correct folds that rely on nonnull, on align and
; dereferenceable, or on distinct allocas must pass.  (No noalias in this
; module: one would make the oracle give no aliasing inputs to any of its
; functions; those pairs are in input_space_noalias.ll.)
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR
; CHECK: @src2/@tgt2: ERROR
; CHECK: @src3/@tgt3: ERROR
; CHECK: @src4/@tgt4: ERROR
; CHECK: @src5/@tgt5: ERROR
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: no counterexample
; CHECK: @src9/@tgt9: no counterexample
; CHECK: @src10/@tgt10: no counterexample
; CHECK: 10 pairs: 5 without counterexample, 5 with a counterexample

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; wrong: a compare of two plain pointer arguments folded to "not equal"
define i1 @src1(ptr %p, ptr %q) {
  %c = icmp ne ptr %p, %q
  ret i1 %c
}
define i1 @tgt1(ptr %p, ptr %q) {
  ret i1 true
}

; wrong: a store to q dropped as dead because p is stored over it -- only
; right when q == p
define void @src2(ptr %p, ptr %q) {
  store i32 1, ptr %q
  store i32 2, ptr %p
  ret void
}
define void @tgt2(ptr %p, ptr %q) {
  store i32 2, ptr %p
  ret void
}

; wrong: q's load replaced by p's, taking p and q to be the same -- they
; may be different
define i32 @src3(ptr %p, ptr %q) {
  %v = load i32, ptr %p
  %w = load i32, ptr %q
  %r = add i32 %v, %w
  ret i32 %r
}
define i32 @tgt3(ptr %p, ptr %q) {
  %v = load i32, ptr %p
  %r = shl i32 %v, 1
  ret i32 %r
}

; wrong: a load of q hoisted above an i64 store to p -- q may be p + 4
define i32 @src4(ptr %p, ptr %q, i64 %x) {
  store i64 %x, ptr %p
  %v = load i32, ptr %q
  ret i32 %v
}
define i32 @tgt4(ptr %p, ptr %q, i64 %x) {
  %v = load i32, ptr %q
  store i64 %x, ptr %p
  ret i32 %v
}

; wrong: p's bytes assumed still zero after a memset of them and a store
; to q, which may point into them
define i32 @src5(ptr %p, ptr %q) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 16, i1 false)
  store i32 1, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt5(ptr %p, ptr %q) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 16, i1 false)
  store i32 1, ptr %q
  ret i32 0
}

; correct: nonnull makes the null check false
define i1 @src6(ptr nonnull %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt6(ptr nonnull %p) {
  ret i1 false
}

; correct: two distinct allocas do not alias
define i32 @src7(i32 %x) {
  %a = alloca i32
  %b = alloca i32
  store i32 %x, ptr %a
  store i32 0, ptr %b
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt7(i32 %x) {
  ret i32 %x
}

; correct: a local alloca, whose address does not escape, is not any
; pointer argument
define i32 @src8(ptr %p, i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  store i32 0, ptr %p
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt8(ptr %p, i32 %x) {
  store i32 0, ptr %p
  ret i32 %x
}

; correct: a load from an aligned, dereferenceable argument made
; unconditional
define i32 @src9(ptr align 4 dereferenceable(4) %p, i1 %c) {
  br i1 %c, label %l, label %z
z:
  ret i32 0
l:
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt9(ptr align 4 dereferenceable(4) %p, i1 %c) {
  %v = load i32, ptr %p
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

; correct: two loads of the same pointer, with only a load of another
; between, are one load
define i32 @src10(ptr %p, ptr %q) {
  %v = load i32, ptr %p
  %w = load i32, ptr %q
  %u = load i32, ptr %p
  %s = sub i32 %v, %u
  %r = add i32 %s, %w
  ret i32 %r
}
define i32 @tgt10(ptr %p, ptr %q) {
  %w = load i32, ptr %q
  ret i32 %w
}
