; Memory rewrites: store-to-load forwarding, dead store elimination, load
; CSE, promotion of allocas, memcpy/memset expansion, constant globals.
; The final bytes of the globals and of the argument buffers are observed.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: no counterexample
; CHECK: @src9/@tgt9: no counterexample
; CHECK: @src10/@tgt10: no counterexample
; CHECK: @src11/@tgt11: no counterexample
; CHECK: @src12/@tgt12: no counterexample
; CHECK: @src13/@tgt13: no counterexample
; CHECK: @src14/@tgt14: no counterexample
; CHECK: @src15/@tgt15: no counterexample
; CHECK-NOT: ERROR

@g = global i32 7
@h = global [4 x i16] [i16 1, i16 2, i16 3, i16 4]
@k = constant i32 1234

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; Store-to-load forwarding through a pointer argument.
define i32 @src1(ptr %p, i32 %x) {
  store i32 %x, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt1(ptr %p, i32 %x) {
  store i32 %x, ptr %p
  ret i32 %x
}

; Dead store elimination on a non-escaping alloca: nobody can see it.
define i32 @src2(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %y = add i32 %x, 1
  ret i32 %y
}
define i32 @tgt2(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

; A store overwritten by a later store to the same global is dead.
define void @src3(i32 %x) {
  store i32 1, ptr @g
  store i32 %x, ptr @g
  ret void
}
define void @tgt3(i32 %x) {
  store i32 %x, ptr @g
  ret void
}

; Store to a global, load it back: forwarded, the store is kept.
define i32 @src4(i32 %x) {
  store i32 %x, ptr @g
  %v = load i32, ptr @g
  %r = mul i32 %v, 3
  ret i32 %r
}
define i32 @tgt4(i32 %x) {
  store i32 %x, ptr @g
  %r = mul i32 %x, 3
  ret i32 %r
}

; Two loads of the same location without a store in between: CSE.
define i32 @src5(ptr %p) {
  %a = load i32, ptr %p
  %b = load i32, ptr %p
  %r = add i32 %a, %b
  ret i32 %r
}
define i32 @tgt5(ptr %p) {
  %a = load i32, ptr %p
  %r = shl i32 %a, 1
  ret i32 %r
}

; mem2reg: a local variable assigned on two paths becomes a phi.
define i32 @src6(i1 %c, i32 %x, i32 %y) {
entry:
  %v = alloca i32
  br i1 %c, label %a, label %b
a:
  store i32 %x, ptr %v
  br label %m
b:
  store i32 %y, ptr %v
  br label %m
m:
  %r = load i32, ptr %v
  ret i32 %r
}
define i32 @tgt6(i1 %c, i32 %x, i32 %y) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %r = phi i32 [ %x, %a ], [ %y, %b ]
  ret i32 %r
}

; A small memcpy between argument buffers -> one <8 x i8> load and store (a
; vector of bytes keeps poison per byte, as memcpy does; an i64 would not).
define void @src7(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 8, i1 false)
  ret void
}
define void @tgt7(ptr %d, ptr %s) {
  %v = load <8 x i8>, ptr %s, align 1
  store <8 x i8> %v, ptr %d, align 1
  ret void
}

; memset of 4 bytes to 0xAB -> a store of i32 0xABABABAB.
define void @src8(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 -85, i64 4, i1 false)
  ret void
}
define void @tgt8(ptr %p) {
  store i32 -1414812757, ptr %p, align 1
  ret void
}

; A load from a constant global folds to its initializer.
define i32 @src9() {
  %v = load i32, ptr @k
  ret i32 %v
}
define i32 @tgt9() {
  ret i32 1234
}

; Storing back the value just loaded from the same place is a no-op.
define void @src10(ptr %p) {
  %v = load i64, ptr %p
  store i64 %v, ptr %p
  ret void
}
define void @tgt10(ptr %p) {
  ret void
}

; noalias arguments: a store through %q cannot change what %p holds.
define i32 @src11(ptr noalias %p, ptr noalias %q) {
  store i32 10, ptr %p
  store i32 20, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt11(ptr noalias %p, ptr noalias %q) {
  store i32 10, ptr %p
  store i32 20, ptr %q
  ret i32 10
}

; A store of poison may be deleted: the old bytes refine the poison ones.
; Element 2 of @h (byte offset 4) is written with a poison i16.
define void @src12() {
  %q = getelementptr inbounds [4 x i16], ptr @h, i64 0, i64 2
  store i16 poison, ptr %q
  ret void
}
define void @tgt12() {
  ret void
}

; Two GEPs merged: p + 4 + 4 -> p + 8 (the returned pointers are equal).
define ptr @src13(ptr dereferenceable(16) %p) {
  %a = getelementptr inbounds i8, ptr %p, i64 4
  %r = getelementptr inbounds i8, ptr %a, i64 4
  ret ptr %r
}
define ptr @tgt13(ptr dereferenceable(16) %p) {
  %r = getelementptr inbounds i8, ptr %p, i64 8
  ret ptr %r
}

; A load from an alloca that was never stored to reads uninitialized memory
; (undef, or poison): any value is right.
define i32 @src14() {
  %a = alloca i32
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt14() {
  ret i32 0
}

; One i32 store -> two i16 stores of its halves (little-endian: the low half
; goes to the lower address); the same four bytes end up in memory.
define void @src15(ptr dereferenceable(4) %p, i32 %x) {
  store i32 %x, ptr %p, align 1
  ret void
}
define void @tgt15(ptr dereferenceable(4) %p, i32 %x) {
  %hi32 = lshr i32 %x, 16
  %lo = trunc i32 %x to i16
  %hi = trunc i32 %hi32 to i16
  %q = getelementptr inbounds i8, ptr %p, i64 2
  store i16 %hi, ptr %q, align 1
  store i16 %lo, ptr %p, align 1
  ret void
}
