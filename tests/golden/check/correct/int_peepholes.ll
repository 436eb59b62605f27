; Classic integer peepholes (InstCombine / InstSimplify) that hold for every
; input, including poison and undef ones.
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
; CHECK-NOT: ERROR

; x + 0 -> x: the identity of add.
define i32 @src1(i32 %x) {
  %r = add i32 %x, 0
  ret i32 %r
}
define i32 @tgt1(i32 %x) {
  ret i32 %x
}

; (x + 7) - 7 -> x: wrapping arithmetic is a ring, the constants cancel.
define i32 @src2(i32 %x) {
  %a = add i32 %x, 7
  %r = sub i32 %a, 7
  ret i32 %r
}
define i32 @tgt2(i32 %x) {
  ret i32 %x
}

; x * 8 -> x << 3: multiplication by a power of two is a left shift (mod 2^32).
define i32 @src3(i32 %x) {
  %r = mul i32 %x, 8
  ret i32 %r
}
define i32 @tgt3(i32 %x) {
  %r = shl i32 %x, 3
  ret i32 %r
}

; x u/ 16 -> x >>u 4 and x u% 16 -> x & 15: unsigned division by 2^k.
define i32 @src4(i32 %x) {
  %q = udiv i32 %x, 16
  %m = urem i32 %x, 16
  %r = xor i32 %q, %m
  ret i32 %r
}
define i32 @tgt4(i32 %x) {
  %q = lshr i32 %x, 4
  %m = and i32 %x, 15
  %r = xor i32 %q, %m
  ret i32 %r
}

; ~~x -> x: xor with -1 twice.
define i8 @src5(i8 %x) {
  %a = xor i8 %x, -1
  %r = xor i8 %a, -1
  ret i8 %r
}
define i8 @tgt5(i8 %x) {
  ret i8 %x
}

; ~x + 1 -> 0 - x: two's complement negation.
define i16 @src6(i16 %x) {
  %a = xor i16 %x, -1
  %r = add i16 %a, 1
  ret i16 %r
}
define i16 @tgt6(i16 %x) {
  %r = sub i16 0, %x
  ret i16 %r
}

; (x << 4) >>u 4 -> x & 0x0FFFFFFF: the shifted-out bits are cleared.
define i32 @src7(i32 %x) {
  %a = shl i32 %x, 4
  %r = lshr i32 %a, 4
  ret i32 %r
}
define i32 @tgt7(i32 %x) {
  %r = and i32 %x, 268435455
  ret i32 %r
}

; (x & y) | (x & z) -> x & (y | z): distributivity of and over or.
define i8 @src8(i8 %x, i8 %y, i8 %z) {
  %a = and i8 %x, %y
  %b = and i8 %x, %z
  %r = or i8 %a, %b
  ret i8 %r
}
define i8 @tgt8(i8 %x, i8 %y, i8 %z) {
  %o = or i8 %y, %z
  %r = and i8 %x, %o
  ret i8 %r
}

; sext(trunc(x << 24 >>s 24)): ashr(shl x, 24), 24 -> sext(trunc x to i8).
define i32 @src9(i32 %x) {
  %a = shl i32 %x, 24
  %r = ashr i32 %a, 24
  ret i32 %r
}
define i32 @tgt9(i32 %x) {
  %t = trunc i32 %x to i8
  %r = sext i8 %t to i32
  ret i32 %r
}

; (x | y) - (x & y) -> x ^ y: a classic bit identity, exact in mod-2^n arithmetic.
define i8 @src10(i8 %x, i8 %y) {
  %o = or i8 %x, %y
  %a = and i8 %x, %y
  %r = sub i8 %o, %a
  ret i8 %r
}
define i8 @tgt10(i8 %x, i8 %y) {
  %r = xor i8 %x, %y
  ret i8 %r
}

; x + x -> x << 1 (also right for undef x: shl only drops possibilities, an
; undef x may make x + x odd but never forces it).
define i8 @src11(i8 %x) {
  %r = add i8 %x, %x
  ret i8 %r
}
define i8 @tgt11(i8 %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}

; (x ^ c) ^ c -> x: xor is its own inverse.
define i64 @src12(i64 %x) {
  %a = xor i64 %x, 81985529216486895
  %r = xor i64 %a, 81985529216486895
  ret i64 %r
}
define i64 @tgt12(i64 %x) {
  ret i64 %x
}

; x - (x & 7) -> x & -8: subtracting the low bits clears them.
define i32 @src13(i32 %x) {
  %l = and i32 %x, 7
  %r = sub i32 %x, %l
  ret i32 %r
}
define i32 @tgt13(i32 %x) {
  %r = and i32 %x, -8
  ret i32 %r
}
