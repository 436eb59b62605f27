; Wrong integer peepholes: the target computes a different defined value on
; some input (value mismatch).  Several are classic InstCombine mistakes.
; The arguments are noundef, so no undef/poison input can turn a pair into
; another verdict.
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

; x s/ 4 -> x >>s 2 without `exact`: sdiv rounds toward zero, ashr toward
; -inf (x = -1: 0 versus -1).  The fix adds (x >> 31) >>u 30 first.
define i32 @src1(i32 noundef %x) {
  %r = sdiv i32 %x, 4
  ret i32 %r
}
define i32 @tgt1(i32 noundef %x) {
  %r = ashr i32 %x, 2
  ret i32 %r
}

; x s% 8 -> x & 7: srem takes the sign of x (x = -1: -1 versus 7).
define i32 @src2(i32 noundef %x) {
  %r = srem i32 %x, 8
  ret i32 %r
}
define i32 @tgt2(i32 noundef %x) {
  %r = and i32 %x, 7
  ret i32 %r
}

; (x << 1) >>u 1 -> x without nuw: the top bit is lost (x = -128: 0 versus -128).
define i8 @src3(i8 noundef %x) {
  %a = shl i8 %x, 1
  %r = lshr i8 %a, 1
  ret i8 %r
}
define i8 @tgt3(i8 noundef %x) {
  ret i8 %x
}

; sext(trunc x) -> x without nsw: x = 128 becomes -128.
define i32 @src4(i32 noundef %x) {
  %t = trunc i32 %x to i8
  %r = sext i8 %t to i32
  ret i32 %r
}
define i32 @tgt4(i32 noundef %x) {
  ret i32 %x
}

; x s< y -> x u< y without samesign (x = -1, y = 0).
define i1 @src5(i8 noundef %x, i8 noundef %y) {
  %r = icmp slt i8 %x, %y
  ret i1 %r
}
define i1 @tgt5(i8 noundef %x, i8 noundef %y) {
  %r = icmp ult i8 %x, %y
  ret i1 %r
}

; -x -> ~x: off by one (x = 0: 0 versus -1).
define i16 @src6(i16 noundef %x) {
  %r = sub i16 0, %x
  ret i16 %r
}
define i16 @tgt6(i16 noundef %x) {
  %r = xor i16 %x, -1
  ret i16 %r
}

; (x & 0xF0) >>u 4 -> x >>u 4: the bits above the mask survive (x = 256).
define i32 @src7(i32 noundef %x) {
  %a = and i32 %x, 240
  %r = lshr i32 %a, 4
  ret i32 %r
}
define i32 @tgt7(i32 noundef %x) {
  %r = lshr i32 %x, 4
  ret i32 %r
}

; x u< 10 -> x u<= 10: off-by-one predicate (x = 10).
define i1 @src8(i32 noundef %x) {
  %r = icmp ult i32 %x, 10
  ret i1 %r
}
define i1 @tgt8(i32 noundef %x) {
  %r = icmp ule i32 %x, 10
  ret i1 %r
}

; x s< 0 ? -x : x -> x: not an identity (x = -1).
define i32 @src9(i32 noundef %x) {
  %c = icmp slt i32 %x, 0
  %n = sub i32 0, %x
  %r = select i1 %c, i32 %n, i32 %x
  ret i32 %r
}
define i32 @tgt9(i32 noundef %x) {
  ret i32 %x
}

; x u/ 3 by a wrong magic number: (zext x * 0xAAAAAAAA) >> 33 instead of
; 0xAAAAAAAB (x = 3: 0 versus 1).
define i32 @src10(i32 noundef %x) {
  %r = udiv i32 %x, 3
  ret i32 %r
}
define i32 @tgt10(i32 noundef %x) {
  %w = zext i32 %x to i64
  %m = mul i64 %w, 2863311530
  %s = lshr i64 %m, 33
  %r = trunc i64 %s to i32
  ret i32 %r
}

; ctpop(x) == 1 -> (x & (x - 1)) == 0: forgets x != 0 (x = 0).
define i1 @src11(i32 noundef %x) {
  %p = call i32 @llvm.ctpop.i32(i32 %x)
  %r = icmp eq i32 %p, 1
  ret i1 %r
}
define i1 @tgt11(i32 noundef %x) {
  %d = add i32 %x, -1
  %a = and i32 %x, %d
  %r = icmp eq i32 %a, 0
  ret i1 %r
}
declare i32 @llvm.ctpop.i32(i32)

; x s/ (1 << y) -> x >>s y: the sdiv-by-power-of-two mistake with a variable
; shift (x = -1, y = 1: 0 versus -1).
define i32 @src12(i32 noundef %x, i32 noundef %y) {
  %p = shl i32 1, %y
  %r = sdiv i32 %x, %p
  ret i32 %r
}
define i32 @tgt12(i32 noundef %x, i32 noundef %y) {
  %r = ashr i32 %x, %y
  ret i32 %r
}

; (x | y) - y -> x: right only when x and y share no bits (x = y = 1: 0 versus 1).
define i8 @src13(i8 noundef %x, i8 noundef %y) {
  %o = or i8 %x, %y
  %r = sub i8 %o, %y
  ret i8 %r
}
define i8 @tgt13(i8 noundef %x, i8 noundef %y) {
  ret i8 %x
}
