; Wide integers (family 9): wrong rewrites at widths from i65 to i70000 must
; be found -- the bugs that live at the word boundaries of a multi-word
; value (a carry, a shift by 64, a sign bit in the top word).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR
; CHECK: @src2/@tgt2: ERROR
; CHECK: @src3/@tgt3: ERROR
; CHECK: @src4/@tgt4: ERROR
; CHECK: @src5/@tgt5: ERROR
; CHECK: @src6/@tgt6: ERROR
; CHECK: @src7/@tgt7: ERROR
; CHECK: @src8/@tgt8: ERROR
; CHECK: @src9/@tgt9: ERROR
; CHECK: @src10/@tgt10: ERROR
; CHECK: @src11/@tgt11: ERROR
; CHECK: 11 pairs: 0 without counterexample, 11 with a counterexample

; a carry out of the low word is lost
define i65 @src1(i65 %x) {
  %r = add i65 %x, 1
  ret i65 %r
}
define i65 @tgt1(i65 %x) {
  %lo = trunc i65 %x to i64
  %a = add i64 %lo, 1
  %r = zext i64 %a to i65
  ret i65 %r
}

; lshr is not ashr on a wide signed value
define i300 @src2(i300 %x) {
  %r = ashr i300 %x, 299
  ret i300 %r
}
define i300 @tgt2(i300 %x) {
  %r = lshr i300 %x, 299
  ret i300 %r
}

; the sign bit is in the top word
define i1 @src3(i1000 %x) {
  %c = icmp slt i1000 %x, 0
  ret i1 %c
}
define i1 @tgt3(i1000 %x) {
  %t = trunc i1000 %x to i64
  %c = icmp slt i64 %t, 0
  ret i1 %c
}

; nuw dropped the wrong way: the target adds nuw the source lacks
define i4097 @src4(i4097 %x) {
  %r = add i4097 %x, 1
  ret i4097 %r
}
define i4097 @tgt4(i4097 %x) {
  %r = add nuw i4097 %x, 1
  ret i4097 %r
}

; a shift by 64 crosses exactly one word
define i128 @src5(i128 %x) {
  %r = shl i128 %x, 64
  ret i128 %r
}
define i128 @tgt5(i128 %x) {
  %r = shl i128 %x, 63
  ret i128 %r
}

; udiv is not sdiv
define i256 @src6(i256 %x) {
  %r = udiv i256 %x, 3
  ret i256 %r
}
define i256 @tgt6(i256 %x) {
  %r = sdiv i256 %x, 3
  ret i256 %r
}

; sext, not zext
define i2048 @src7(i1024 %x) {
  %r = sext i1024 %x to i2048
  ret i2048 %r
}
define i2048 @tgt7(i1024 %x) {
  %r = zext i1024 %x to i2048
  ret i2048 %r
}

; a mask one bit short
define i777 @src8(i777 %x) {
  %r = and i777 %x, 18446744073709551615
  ret i777 %r
}
define i777 @tgt8(i777 %x) {
  %r = and i777 %x, 9223372036854775807
  ret i777 %r
}

; a wide multiply's high half
define i129 @src9(i129 %a, i129 %b) {
  %r = mul i129 %a, %b
  ret i129 %r
}
define i129 @tgt9(i129 %a, i129 %b) {
  %r = mul i129 %a, %a
  ret i129 %r
}

; the widest supported family: an off-by-one in a constant printed in hex
define i70000 @src10(i70000 %x) {
  %r = xor i70000 %x, u0x10000000000000000
  ret i70000 %r
}
define i70000 @tgt10(i70000 %x) {
  %r = xor i70000 %x, u0x8000000000000000
  ret i70000 %r
}

; urem by a power of two is a mask of one bit fewer
define i1025 @src11(i1025 %x) {
  %r = urem i1025 %x, 1024
  ret i1025 %r
}
define i1025 @tgt11(i1025 %x) {
  %r = and i1025 %x, 511
  ret i1025 %r
}
