; Integer widths beyond 64 bits (i65, i128): the same peepholes as for
; narrow types must hold across the 64-bit boundary.
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

declare i128 @llvm.bswap.i128(i128)

; i128: x * 2 -> x << 1.
define i128 @src1(i128 %x) {
  %r = mul i128 %x, 2
  ret i128 %r
}
define i128 @tgt1(i128 %x) {
  %r = shl i128 %x, 1
  ret i128 %r
}

; i65: (x + c) - c -> x with a constant above 2^64.
define i65 @src2(i65 %x) {
  %a = add i65 %x, 18446744073709551617
  %r = sub i65 %a, 18446744073709551617
  ret i65 %r
}
define i65 @tgt2(i65 %x) {
  ret i65 %x
}

; i128: x u/ 2^64 -> x >>u 64.
define i128 @src3(i128 %x) {
  %r = udiv i128 %x, 18446744073709551616
  ret i128 %r
}
define i128 @tgt3(i128 %x) {
  %r = lshr i128 %x, 64
  ret i128 %r
}

; trunc(zext x) -> x, from i64 through i128.
define i64 @src4(i64 %x) {
  %w = zext i64 %x to i128
  %r = trunc i128 %w to i64
  ret i64 %r
}
define i64 @tgt4(i64 %x) {
  ret i64 %x
}

; i65: x s< 0 -> the top bit of x.
define i1 @src5(i65 %x) {
  %r = icmp slt i65 %x, 0
  ret i1 %r
}
define i1 @tgt5(i65 %x) {
  %s = lshr i65 %x, 64
  %r = trunc i65 %s to i1
  ret i1 %r
}

; i128: bswap(bswap x) -> x.
define i128 @src6(i128 %x) {
  %a = call i128 @llvm.bswap.i128(i128 %x)
  %r = call i128 @llvm.bswap.i128(i128 %a)
  ret i128 %r
}
define i128 @tgt6(i128 %x) {
  ret i128 %x
}

; i65: (x +nsw 1) s> x -> true (poison on overflow).
define i1 @src7(i65 %x) {
  %a = add nsw i65 %x, 1
  %r = icmp sgt i65 %a, %x
  ret i1 %r
}
define i1 @tgt7(i65 %x) {
  ret i1 true
}

; i128: ~x + 1 -> 0 - x.
define i128 @src8(i128 %x) {
  %a = xor i128 %x, -1
  %r = add i128 %a, 1
  ret i128 %r
}
define i128 @tgt8(i128 %x) {
  %r = sub i128 0, %x
  ret i128 %r
}

; The high 64 bits of an i128 product of two zero-extended i32 values are 0
; (the product is below 2^64).
define i64 @src9(i32 %a, i32 %b) {
  %x = zext i32 %a to i128
  %y = zext i32 %b to i128
  %m = mul i128 %x, %y
  %h = lshr i128 %m, 64
  %r = trunc i128 %h to i64
  ret i64 %r
}
define i64 @tgt9(i32 %a, i32 %b) {
  ret i64 0
}
