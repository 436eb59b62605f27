; Legal rewrites that lean on poison-generating flags in less obvious ways:
; a shift whose flags leave a single defined input, a sum that can only be
; zero when both operands are, a division whose divisor is poison exactly
; where the target differs, flags dropped (always a refinement), samesign
; letting a signed compare become unsigned.
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
; CHECK-NOT: ERROR

; shl nuw nsw i8 x, 7 -> 0: nuw allows only x = 0 or 1, and 1 << 7 = -128
; breaks nsw (the sign changes), so 0 is the only defined result.
define i8 @src1(i8 %x) {
  %r = shl nuw nsw i8 %x, 7
  ret i8 %r
}
define i8 @tgt1(i8 %x) {
  ret i8 0
}

; (x +nuw y) == 0 -> (x | y) == 0: without an unsigned wrap the sum is 0
; only for x = y = 0 (x = 1, y = -1 wraps: poison in the source).
define i1 @src2(i32 %x, i32 %y) {
  %s = add nuw i32 %x, %y
  %r = icmp eq i32 %s, 0
  ret i1 %r
}
define i1 @tgt2(i32 %x, i32 %y) {
  %o = or i32 %x, %y
  %r = icmp eq i32 %o, 0
  ret i1 %r
}

; mul nsw x, 2 -> shl nsw x, 1: the same overflow condition.
define i16 @src3(i16 %x) {
  %r = mul nsw i16 %x, 2
  ret i16 %r
}
define i16 @tgt3(i16 %x) {
  %r = shl nsw i16 %x, 1
  ret i16 %r
}

; (x *nsw y) s/ y -> x: y = 0 is UB in the source, and INT_MIN / -1 can
; only come from an overflowing (poison) product.
define i32 @src4(i32 %x, i32 %y) {
  %m = mul nsw i32 %x, %y
  %r = sdiv i32 %m, %y
  ret i32 %r
}
define i32 @tgt4(i32 %x, i32 %y) {
  ret i32 %x
}

; x u/ (1 << y) -> x >>u y: for y >= 32 the shift is poison, and a poison
; divisor is UB.
define i32 @src5(i32 %x, i32 %y) {
  %p = shl i32 1, %y
  %r = udiv i32 %x, %p
  ret i32 %r
}
define i32 @tgt5(i32 %x, i32 %y) {
  %r = lshr i32 %x, %y
  ret i32 %r
}

; (x -nuw y) u<= x -> true: no borrow means the difference is at most x.
define i1 @src6(i8 %x, i8 %y) {
  %d = sub nuw i8 %x, %y
  %r = icmp ule i8 %d, %x
  ret i1 %r
}
define i1 @tgt6(i8 %x, i8 %y) {
  ret i1 true
}

; icmp samesign slt -> icmp ult: with equal signs the signed and unsigned
; orders agree; different signs make the source poison.
define i1 @src7(i32 %x, i32 %y) {
  %r = icmp samesign slt i32 %x, %y
  ret i1 %r
}
define i1 @tgt7(i32 %x, i32 %y) {
  %r = icmp ult i32 %x, %y
  ret i1 %r
}

; c ? x +nsw 1 : x + 1 -> x + 1: hoisting the common add out of the select
; with the intersection of the flags (none) is right, even though one arm
; had nsw.
define i8 @src8(i1 %c, i8 %x) {
  %a = add nsw i8 %x, 1
  %b = add i8 %x, 1
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}
define i8 @tgt8(i1 %c, i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}

; or disjoint x, y -> xor x, y: without common bits or and xor agree.
define i64 @src9(i64 %x, i64 %y) {
  %r = or disjoint i64 %x, %y
  ret i64 %r
}
define i64 @tgt9(i64 %x, i64 %y) {
  %r = xor i64 %x, %y
  ret i64 %r
}
