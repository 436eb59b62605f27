; Wrong rewrites of vectors, wide integers, intrinsics, selects and phis
; (value mismatch).  The arguments are noundef.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: value mismatch
; CHECK: @src10/@tgt10: ERROR: value mismatch
; CHECK: @src11/@tgt11: ERROR: value mismatch
; CHECK: @src12/@tgt12: ERROR: value mismatch
; CHECK: @src13/@tgt13: ERROR: value mismatch
; CHECK: @src14/@tgt14: ERROR: value mismatch
; CHECK: @src15/@tgt15: ERROR: value mismatch
; CHECK: @src16/@tgt16: ERROR: value mismatch

@arr = global [4 x i32] zeroinitializer

declare i8 @llvm.smax.i8(i8, i8)
declare i8 @llvm.umax.i8(i8, i8)
declare i32 @llvm.abs.i32(i32, i1)
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare {i8, i1} @llvm.sadd.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.uadd.with.overflow.i8(i8, i8)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.bitreverse.i32(i32)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare i16 @llvm.bswap.i16(i16)

; extractelement (insertelement v, x, 1), 0 -> x: the wrong lane.
define i32 @src1(<4 x i32> noundef %v, i32 noundef %x) {
  %w = insertelement <4 x i32> %v, i32 %x, i32 1
  %r = extractelement <4 x i32> %w, i32 0
  ret i32 %r
}
define i32 @tgt1(<4 x i32> noundef %v, i32 noundef %x) {
  ret i32 %x
}

; Two shuffles composed with a wrong mask (lane 1 of the result should be
; lane 5 = b[1], the target takes a[1]).
define <4 x i8> @src2(<4 x i8> noundef %a, <4 x i8> noundef %b) {
  %x = shufflevector <4 x i8> %a, <4 x i8> %b, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %r = shufflevector <4 x i8> %x, <4 x i8> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 3>
  ret <4 x i8> %r
}
define <4 x i8> @tgt2(<4 x i8> noundef %a, <4 x i8> noundef %b) {
  %r = shufflevector <4 x i8> %a, <4 x i8> %b, <4 x i32> <i32 5, i32 1, i32 0, i32 7>
  ret <4 x i8> %r
}

; bitcast <4 x i8> to i32, trunc -> lane 3 (a big-endian assumption on the
; default little-endian layout).
define i8 @src3(<4 x i8> noundef %v) {
  %w = bitcast <4 x i8> %v to i32
  %r = trunc i32 %w to i8
  ret i8 %r
}
define i8 @tgt3(<4 x i8> noundef %v) {
  %r = extractelement <4 x i8> %v, i32 3
  ret i8 %r
}

; i128: x >>u 64 -> x >>s 64 (negative x).
define i128 @src4(i128 noundef %x) {
  %r = lshr i128 %x, 64
  ret i128 %r
}
define i128 @tgt4(i128 noundef %x) {
  %r = ashr i128 %x, 64
  ret i128 %r
}

; i65: zext(trunc x to i64) -> x: bit 64 is lost (x = 2^64, min of i65).
define i65 @src5(i65 noundef %x) {
  %t = trunc i65 %x to i64
  %r = zext i64 %t to i65
  ret i65 %r
}
define i65 @tgt5(i65 noundef %x) {
  ret i65 %x
}

; smax(x, y) -> umax(x, y): differ when the signs differ (x = -1, y = 0).
define i8 @src6(i8 noundef %x, i8 noundef %y) {
  %r = call i8 @llvm.smax.i8(i8 %x, i8 %y)
  ret i8 %r
}
define i8 @tgt6(i8 noundef %x, i8 noundef %y) {
  %r = call i8 @llvm.umax.i8(i8 %x, i8 %y)
  ret i8 %r
}

; abs(x) -> x s< 0 ? ~x : x: ~x is -x - 1 (x = -1: 1 versus 0).
define i32 @src7(i32 noundef %x) {
  %r = call i32 @llvm.abs.i32(i32 %x, i1 false)
  ret i32 %r
}
define i32 @tgt7(i32 noundef %x) {
  %c = icmp slt i32 %x, 0
  %n = xor i32 %x, -1
  %r = select i1 %c, i32 %n, i32 %x
  ret i32 %r
}

; uadd.sat(x, 1) -> x + 1: 255 saturates, the add wraps to 0.
define i8 @src8(i8 noundef %x) {
  %r = call i8 @llvm.uadd.sat.i8(i8 %x, i8 1)
  ret i8 %r
}
define i8 @tgt8(i8 noundef %x) {
  %r = add i8 %x, 1
  ret i8 %r
}

; sadd.with.overflow -> uadd.with.overflow: the overflow bit differs (x = 127).
define {i8, i1} @src9(i8 noundef %x) {
  %r = call {i8, i1} @llvm.sadd.with.overflow.i8(i8 %x, i8 1)
  ret {i8, i1} %r
}
define {i8, i1} @tgt9(i8 noundef %x) {
  %r = call {i8, i1} @llvm.uadd.with.overflow.i8(i8 %x, i8 1)
  ret {i8, i1} %r
}

; bswap -> bitreverse (x = 1).
define i32 @src10(i32 noundef %x) {
  %r = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %r
}
define i32 @tgt10(i32 noundef %x) {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  ret i32 %r
}

; fshl(x, y, 1) -> x << 1: the top bit of y is dropped (y = -1).
define i16 @src11(i16 noundef %x, i16 noundef %y) {
  %r = call i16 @llvm.fshl.i16(i16 %x, i16 %y, i16 1)
  ret i16 %r
}
define i16 @tgt11(i16 noundef %x, i16 noundef %y) {
  %r = shl i16 %x, 1
  ret i16 %r
}

; rotl(x, 4) -> bswap(x) for i16: only a rotation by 8 is a byte swap (x = 1).
define i16 @src12(i16 noundef %x) {
  %r = call i16 @llvm.fshl.i16(i16 %x, i16 %x, i16 4)
  ret i16 %r
}
define i16 @tgt12(i16 noundef %x) {
  %r = call i16 @llvm.bswap.i16(i16 %x)
  ret i16 %r
}

; A phi's incoming values swapped when a diamond became a select.
define i8 @src13(i1 noundef %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %r = phi i8 [ 10, %a ], [ 20, %b ]
  ret i8 %r
}
define i8 @tgt13(i1 noundef %c) {
  %r = select i1 %c, i8 20, i8 10
  ret i8 %r
}

; A select's condition inverted: x == 0 ? 1 : x -> x != 0 ? 1 : x (x = 0).
define i32 @src14(i32 noundef %x) {
  %c = icmp eq i32 %x, 0
  %r = select i1 %c, i32 1, i32 %x
  ret i32 %r
}
define i32 @tgt14(i32 noundef %x) {
  %c = icmp ne i32 %x, 0
  %r = select i1 %c, i32 1, i32 %x
  ret i32 %r
}

; Two GEPs merged with the wrong offset: p + 4 + 4 -> p + 12 (the returned
; pointer points into the same buffer at another offset).
define ptr @src15(ptr dereferenceable(16) %p) {
  %a = getelementptr inbounds i8, ptr %p, i64 4
  %r = getelementptr inbounds i8, ptr %a, i64 4
  ret ptr %r
}
define ptr @tgt15(ptr dereferenceable(16) %p) {
  %r = getelementptr inbounds i8, ptr %p, i64 12
  ret ptr %r
}

; The same with a global: &arr[1] -> &arr[2] (a GEP index scaled by the
; wrong element size).
define ptr @src16() {
  %r = getelementptr inbounds [4 x i32], ptr @arr, i64 0, i64 1
  ret ptr %r
}
define ptr @tgt16() {
  %r = getelementptr inbounds i8, ptr @arr, i64 8
  ret ptr %r
}
