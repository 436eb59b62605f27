; More wrong memory rewrites (memory mismatch): a store narrowed, a memset
; turned into a store of the byte instead of its splat, store-to-load
; forwarding across a store that may alias, an i32 store split into halves
; in big-endian order, a memcpy shortened, a store to a global moved out of
; a loop in the wrong order.  The return values agree.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: memory mismatch
; CHECK: @src2/@tgt2: ERROR: memory mismatch
; CHECK: @src3/@tgt3: ERROR: memory mismatch
; CHECK: @src4/@tgt4: ERROR: memory mismatch
; CHECK: @src5/@tgt5: ERROR: memory mismatch
; CHECK: @src6/@tgt6: ERROR: memory mismatch

@g = global i32 0
@out = global i32 0
@last = global i8 0
@tab = constant [8 x i8] c"\01\02\03\04\05\06\07\08"

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; store i32 x -> store i16 (trunc x), as if only the low half were read
; later: the high half of @g keeps its old value (x = 65536).
define void @src1(i32 noundef %x) {
  store i32 %x, ptr @g
  ret void
}
define void @tgt1(i32 noundef %x) {
  %t = trunc i32 %x to i16
  store i16 %t, ptr @g
  ret void
}

; memset(p, 1, 8) -> store i64 1: the byte must be splatted to
; 0x0101010101010101.
define void @src2(ptr dereferenceable(8) %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 1, i64 8, i1 false)
  ret void
}
define void @tgt2(ptr dereferenceable(8) %p) {
  store i64 1, ptr %p
  ret void
}

; Store-to-load forwarding across a store to p + i, assumed not to alias p:
; for i = 0 the second store overwrites the first, and @out gets 2.
define void @src3(ptr dereferenceable(16) %p, i64 noundef %i) {
  %q = getelementptr inbounds i32, ptr %p, i64 %i
  store i32 1, ptr %p
  store i32 2, ptr %q
  %v = load i32, ptr %p
  store i32 %v, ptr @out
  ret void
}
define void @tgt3(ptr dereferenceable(16) %p, i64 noundef %i) {
  %q = getelementptr inbounds i32, ptr %p, i64 %i
  store i32 1, ptr %p
  store i32 2, ptr %q
  store i32 1, ptr @out
  ret void
}

; An i32 store split into two i16 stores with the halves swapped (the high
; half at the lower address: big-endian order on a little-endian layout).
define void @src4(ptr dereferenceable(4) %p, i32 noundef %x) {
  store i32 %x, ptr %p
  ret void
}
define void @tgt4(ptr dereferenceable(4) %p, i32 noundef %x) {
  %lo = trunc i32 %x to i16
  %s = lshr i32 %x, 16
  %hi = trunc i32 %s to i16
  %p2 = getelementptr inbounds i8, ptr %p, i64 2
  store i16 %hi, ptr %p
  store i16 %lo, ptr %p2
  ret void
}

; A memcpy of eight bytes from a constant table shortened to four (a byte
; count divided once more by the size of an i16 element).
define void @src5(ptr dereferenceable(8) %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr @tab, i64 8, i1 false)
  ret void
}
define void @tgt5(ptr dereferenceable(8) %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr @tab, i64 4, i1 false)
  ret void
}

; A loop storing i to @last, reversed (the iterations are not independent:
; the last store wins): the target leaves 0 in @last, the source n - 1.
define void @src6(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  store i8 %i, ptr @last
  %i.next = add i8 %i, 1
  br label %header
exit:
  ret void
}
define void @tgt6(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ %n, %entry ], [ %i.dec, %body ]
  %c = icmp ugt i8 %i, 0
  br i1 %c, label %body, label %exit
body:
  %i.dec = add i8 %i, -1
  store i8 %i.dec, ptr @last
  br label %header
exit:
  ret void
}
