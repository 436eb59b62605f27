; Integer intrinsics: min/max, abs, with.overflow, saturating arithmetic and
; bit manipulation (ctlz/cttz/ctpop, bswap, bitreverse, funnel shifts).
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
; CHECK: @src16/@tgt16: no counterexample
; CHECK-NOT: ERROR

declare i8 @llvm.smin.i8(i8, i8)
declare i8 @llvm.umin.i8(i8, i8)
declare i32 @llvm.umax.i32(i32, i32)
declare i8 @llvm.abs.i8(i8, i1)
declare i32 @llvm.abs.i32(i32, i1)
declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)
declare {i8, i1} @llvm.umul.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.sadd.with.overflow.i8(i8, i8)
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare i16 @llvm.sadd.sat.i16(i16, i16)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i8 @llvm.ctpop.i8(i8)
declare i32 @llvm.bitreverse.i32(i32)
declare i16 @llvm.bswap.i16(i16)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare i8 @llvm.cttz.i8(i8, i1)

; smin(smin(x, 5), 10) -> smin(x, 5).
define i8 @src1(i8 %x) {
  %a = call i8 @llvm.smin.i8(i8 %x, i8 5)
  %r = call i8 @llvm.smin.i8(i8 %a, i8 10)
  ret i8 %r
}
define i8 @tgt1(i8 %x) {
  %r = call i8 @llvm.smin.i8(i8 %x, i8 5)
  ret i8 %r
}

; umin(x, 0) -> 0.
define i8 @src2(i8 %x) {
  %r = call i8 @llvm.umin.i8(i8 %x, i8 0)
  ret i8 %r
}
define i8 @tgt2(i8 %x) {
  ret i8 0
}

; umax(x, 1) != 0 -> true.
define i1 @src3(i32 %x) {
  %m = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %r = icmp ne i32 %m, 0
  ret i1 %r
}
define i1 @tgt3(i32 %x) {
  ret i1 true
}

; abs(x, int_min_is_poison=true) -> abs(x, false): poison replaced by INT_MIN.
define i8 @src4(i8 %x) {
  %r = call i8 @llvm.abs.i8(i8 %x, i1 true)
  ret i8 %r
}
define i8 @tgt4(i8 %x) {
  %r = call i8 @llvm.abs.i8(i8 %x, i1 false)
  ret i8 %r
}

; abs(x, true) s< 0 -> false: the only negative result, INT_MIN, is poison.
define i1 @src5(i32 %x) {
  %a = call i32 @llvm.abs.i32(i32 %x, i1 true)
  %r = icmp slt i32 %a, 0
  ret i1 %r
}
define i1 @tgt5(i32 %x) {
  ret i1 false
}

; abs(abs(x)) -> abs(x).
define i8 @src6(i8 %x) {
  %a = call i8 @llvm.abs.i8(i8 %x, i1 false)
  %r = call i8 @llvm.abs.i8(i8 %a, i1 false)
  ret i8 %r
}
define i8 @tgt6(i8 %x) {
  %r = call i8 @llvm.abs.i8(i8 %x, i1 false)
  ret i8 %r
}

; uadd.with.overflow(x, 0) -> { x, false }.
define {i32, i1} @src7(i32 %x) {
  %r = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %x, i32 0)
  ret {i32, i1} %r
}
define {i32, i1} @tgt7(i32 %x) {
  %r = insertvalue {i32, i1} { i32 poison, i1 false }, i32 %x, 0
  ret {i32, i1} %r
}

; umul.with.overflow(x, 2): the value is x << 1, the overflow bit is x's top bit.
define {i8, i1} @src8(i8 %x) {
  %r = call {i8, i1} @llvm.umul.with.overflow.i8(i8 %x, i8 2)
  ret {i8, i1} %r
}
define {i8, i1} @tgt8(i8 %x) {
  %v = shl i8 %x, 1
  %o = icmp slt i8 %x, 0
  %a = insertvalue {i8, i1} poison, i8 %v, 0
  %r = insertvalue {i8, i1} %a, i1 %o, 1
  ret {i8, i1} %r
}

; The overflow bit of sadd.with.overflow(x, 1) -> x == 127.
define i1 @src9(i8 %x) {
  %s = call {i8, i1} @llvm.sadd.with.overflow.i8(i8 %x, i8 1)
  %r = extractvalue {i8, i1} %s, 1
  ret i1 %r
}
define i1 @tgt9(i8 %x) {
  %r = icmp eq i8 %x, 127
  ret i1 %r
}

; uadd.sat(x, 255) -> 255; usub.sat(x, 1) -> x == 0 ? 0 : x - 1.  (x is
; noundef: the target uses x twice, an undef x could make it 255 ^ 255 = 0,
; which the source never returns.)
define i8 @src10(i8 noundef %x) {
  %a = call i8 @llvm.uadd.sat.i8(i8 %x, i8 -1)
  %b = call i8 @llvm.usub.sat.i8(i8 %x, i8 1)
  %r = xor i8 %a, %b
  ret i8 %r
}
define i8 @tgt10(i8 noundef %x) {
  %z = icmp eq i8 %x, 0
  %d = add i8 %x, -1
  %b = select i1 %z, i8 0, i8 %d
  %r = xor i8 %b, -1
  ret i8 %r
}

; sadd.sat(x, y) -> the same computed in i32 and clamped to [-32768, 32767].
define i16 @src11(i16 %x, i16 %y) {
  %r = call i16 @llvm.sadd.sat.i16(i16 %x, i16 %y)
  ret i16 %r
}
define i16 @tgt11(i16 %x, i16 %y) {
  %a = sext i16 %x to i32
  %b = sext i16 %y to i32
  %s = add i32 %a, %b
  %lo = call i32 @llvm.smax.i32(i32 %s, i32 -32768)
  %c = call i32 @llvm.smin.i32(i32 %lo, i32 32767)
  %r = trunc i32 %c to i16
  ret i16 %r
}
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)

; ctlz(x, is_zero_poison=true) -> ctlz(x, false): poison for 0 replaced by 32.
define i32 @src12(i32 %x) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 %r
}
define i32 @tgt12(i32 %x) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  ret i32 %r
}

; ctpop(x & 1) -> x & 1.
define i8 @src13(i8 %x) {
  %a = and i8 %x, 1
  %r = call i8 @llvm.ctpop.i8(i8 %a)
  ret i8 %r
}
define i8 @tgt13(i8 %x) {
  %r = and i8 %x, 1
  ret i8 %r
}

; bitreverse(bitreverse x) -> x; bswap(x) -> rotate by 8 for i16.
define i32 @src14(i32 %x, i16 %y) {
  %a = call i32 @llvm.bitreverse.i32(i32 %x)
  %b = call i32 @llvm.bitreverse.i32(i32 %a)
  %s = call i16 @llvm.bswap.i16(i16 %y)
  %z = zext i16 %s to i32
  %r = xor i32 %b, %z
  ret i32 %r
}
define i32 @tgt14(i32 %x, i16 %y) {
  %s = call i16 @llvm.fshl.i16(i16 %y, i16 %y, i16 8)
  %z = zext i16 %s to i32
  %r = xor i32 %x, %z
  ret i32 %r
}

; fshl(x, y, 16 + 3) -> fshl(x, y, 3): the shift amount is taken modulo 16.
define i16 @src15(i16 %x, i16 %y) {
  %r = call i16 @llvm.fshl.i16(i16 %x, i16 %y, i16 19)
  ret i16 %r
}
define i16 @tgt15(i16 %x, i16 %y) {
  %a = shl i16 %x, 3
  %b = lshr i16 %y, 13
  %r = or i16 %a, %b
  ret i16 %r
}

; cttz(x | 16, true) u<= 4 -> true: bit 4 is set, so there are at most 4
; trailing zeros (and x | 16 is never 0).
define i1 @src16(i8 %x) {
  %o = or i8 %x, 16
  %t = call i8 @llvm.cttz.i8(i8 %o, i1 true)
  %r = icmp ule i8 %t, 4
  ret i1 %r
}
define i1 @tgt16(i8 %x) {
  ret i1 true
}
