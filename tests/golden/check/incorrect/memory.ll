; Wrong memory rewrites: the final bytes of a global or of an argument's
; buffer differ (memory mismatch).  The return values agree, so memory is
; the only observation that tells them apart.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: memory mismatch
; CHECK: @src2/@tgt2: ERROR: memory mismatch
; CHECK: @src3/@tgt3: ERROR: memory mismatch
; CHECK: @src4/@tgt4: ERROR: memory mismatch
; CHECK: @src5/@tgt5: ERROR: memory mismatch
; CHECK: @src6/@tgt6: ERROR: memory mismatch
; CHECK: @src7/@tgt7: ERROR: memory mismatch
; CHECK: @src8/@tgt8: ERROR: memory mismatch
; CHECK: @src9/@tgt9: ERROR: memory mismatch
; CHECK: @src10/@tgt10: ERROR: memory mismatch

@g = global i32 7
@h = global [4 x i8] zeroinitializer
@cnt = global i64 0

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; A store to a global dropped, as if the global were local.
define i32 @src1(i32 noundef %x) {
  store i32 %x, ptr @g
  ret i32 %x
}
define i32 @tgt1(i32 noundef %x) {
  ret i32 %x
}

; The stored value changed (x + 1 folded wrongly to x).
define void @src2(i32 noundef %x) {
  %a = add i32 %x, 1
  store i32 %a, ptr @g
  ret void
}
define void @tgt2(i32 noundef %x) {
  store i32 %x, ptr @g
  ret void
}

; DSE of a store only partly overwritten: the i8 store covers byte 0 of @g,
; bytes 1..3 still come from the i32 store (x = 256).
define void @src3(i32 noundef %x) {
  store i32 %x, ptr @g
  store i8 0, ptr @g
  ret void
}
define void @tgt3(i32 noundef %x) {
  store i8 0, ptr @g
  ret void
}

; A store through a pointer argument dropped: the caller sees the buffer.
define void @src4(ptr %p, i32 noundef %x) {
  store i32 %x, ptr %p
  ret void
}
define void @tgt4(ptr %p, i32 noundef %x) {
  ret void
}

; A store to the wrong element of an argument buffer (offset 4 -> 8).
define void @src5(ptr dereferenceable(16) %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 4
  store i32 -1, ptr %q
  ret void
}
define void @tgt5(ptr dereferenceable(16) %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 8
  store i32 -1, ptr %q
  ret void
}

; Two stores to the same location swapped: the last one wins.
define void @src6() {
  store i32 1, ptr @g
  store i32 2, ptr @g
  ret void
}
define void @tgt6() {
  store i32 2, ptr @g
  store i32 1, ptr @g
  ret void
}

; memset of 16 bytes shrunk to 8 (a wrong element size).
define void @src7(ptr dereferenceable(16) %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 90, i64 16, i1 false)
  ret void
}
define void @tgt7(ptr dereferenceable(16) %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 90, i64 8, i1 false)
  ret void
}

; A store of a value wrongly assumed to be in memory already: @h is zero at
; entry, the first four bytes of the argument buffer are not.
define void @src8(ptr %p) {
  %v = load i32, ptr %p
  store i32 %v, ptr @h
  ret void
}
define void @tgt8(ptr %p) {
  ret void
}

; Promotion of a global counter out of a loop that forgets the final store.
define void @src9(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %v = load i64, ptr @cnt
  %v1 = add i64 %v, 1
  store i64 %v1, ptr @cnt
  %i.next = add i8 %i, 1
  br label %header
exit:
  ret void
}
define void @tgt9(i8 noundef %n) {
entry:
  %v0 = load i64, ptr @cnt
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %v = phi i64 [ %v0, %entry ], [ %v1, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %v1 = add i64 %v, 1
  %i.next = add i8 %i, 1
  br label %header
exit:
  ret void
}

; memcpy with source and destination swapped (8 bytes between the two
; halves of a buffer).
define void @src10(ptr dereferenceable(64) %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 false)
  ret void
}
define void @tgt10(ptr dereferenceable(64) %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 8, i1 false)
  ret void
}
