; The target has undefined behaviour on an input where the source has none
; (source is more defined than target): a load speculated through a pointer
; that may be null, a divisor's "| 1" dropped, memmove turned into memcpy
; of overlapping regions, a load moved after the free of its object, the
; INT_MIN / -1 guard of a division removed, a write to a constant global
; after wrong store forwarding, a freeze dropped before a noundef return.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: source is more defined than target
; CHECK: @src2/@tgt2: ERROR: source is more defined than target
; CHECK: @src3/@tgt3: ERROR: source is more defined than target
; CHECK: @src4/@tgt4: ERROR: source is more defined than target
; CHECK: @src5/@tgt5: ERROR: source is more defined than target
; CHECK: @src6/@tgt6: ERROR: source is more defined than target
; CHECK: @src7/@tgt7: ERROR: source is more defined than target

@g = global i32 5
@k = constant i32 7

declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare ptr @malloc(i64)
declare void @free(ptr)

; A load speculated above its null check (c = false makes p null).
define i32 @src1(i1 noundef %c) {
entry:
  %p = select i1 %c, ptr @g, ptr null
  %nn = icmp ne ptr %p, null
  br i1 %nn, label %ld, label %exit
ld:
  %v = load i32, ptr %p
  br label %exit
exit:
  %r = phi i32 [ %v, %ld ], [ 0, %entry ]
  ret i32 %r
}
define i32 @tgt1(i1 noundef %c) {
  %p = select i1 %c, ptr @g, ptr null
  %v = load i32, ptr %p
  %nn = icmp ne ptr %p, null
  %r = select i1 %nn, i32 %v, i32 0
  ret i32 %r
}

; x u/ (y | 1) -> x u/ y: the "| 1" that made the divisor non-zero
; dropped as if it were redundant (y = 0).
define i32 @src2(i32 noundef %x, i32 noundef %y) {
  %d = or i32 %y, 1
  %r = udiv i32 %x, %d
  ret i32 %r
}
define i32 @tgt2(i32 noundef %x, i32 noundef %y) {
  %r = udiv i32 %x, %y
  ret i32 %r
}

; memmove -> memcpy for regions that overlap (p and p + 4, 8 bytes).
define void @src3(ptr dereferenceable(16) %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 4
  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 false)
  ret void
}
define void @tgt3(ptr dereferenceable(16) %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 false)
  ret void
}

; A load sunk past the free of the object it reads.
define i32 @src4(i32 noundef %x) {
  %m = call ptr @malloc(i64 4)
  store i32 %x, ptr %m
  %v = load i32, ptr %m
  call void @free(ptr %m)
  ret i32 %v
}
define i32 @tgt4(i32 noundef %x) {
  %m = call ptr @malloc(i64 4)
  store i32 %x, ptr %m
  call void @free(ptr %m)
  %v = load i32, ptr %m
  ret i32 %v
}

; y == -1 ? 0 - x : x s/ y -> x s/ y: the guard is what keeps INT_MIN / -1
; from executing (x = INT_MIN, y = -1).
define i32 @src5(i32 noundef %x, i32 noundef %y) {
entry:
  %m1 = icmp eq i32 %y, -1
  br i1 %m1, label %neg, label %div
neg:
  %n = sub i32 0, %x
  br label %exit
div:
  %d = sdiv i32 %x, %y
  br label %exit
exit:
  %r = phi i32 [ %n, %neg ], [ %d, %div ]
  ret i32 %r
}
define i32 @tgt5(i32 noundef %x, i32 noundef %y) {
  %r = sdiv i32 %x, %y
  ret i32 %r
}

; A store through a pointer that selects between a variable and a constant
; global, made unconditional: the source only stores when it picked @g.
define void @src6(i1 noundef %c, i32 noundef %x) {
entry:
  %p = select i1 %c, ptr @g, ptr @k
  br i1 %c, label %st, label %exit
st:
  store i32 %x, ptr %p
  br label %exit
exit:
  ret void
}
define void @tgt6(i1 noundef %c, i32 noundef %x) {
  %p = select i1 %c, ptr @g, ptr @k
  %old = load i32, ptr %p
  %v = select i1 %c, i32 %x, i32 %old
  store i32 %v, ptr %p
  ret void
}

; The freeze before a noundef return dropped (x = poison: the source returns
; a frozen value, the target returns poison where noundef forbids it).
; llfuzz-input: @src7(i32 poison)
define noundef i32 @src7(i32 %x) {
  %f = freeze i32 %x
  ret i32 %f
}
define noundef i32 @tgt7(i32 %x) {
  ret i32 %x
}
