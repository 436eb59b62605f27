; Wide integers (family 9): correct InstCombine-style folds at widths above
; 64 bits (i65, i96, i128, i129, i256, i1024, odd widths) must pass -- shifts
; with masks, add/sub identities, zext/trunc round trips, icmp folds, mul by
; a power of two, select folds and the facts that nuw/nsw give.
; RUN: %llfuzz check %s | FileCheck %s
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
; CHECK: 12 pairs: 12 without counterexample, 0 with a counterexample

; (x << 3) >>u 3 is x with its top three bits cleared
define i129 @src1(i129 %x) {
  %s = shl i129 %x, 3
  %r = lshr i129 %s, 3
  ret i129 %r
}
define i129 @tgt1(i129 %x) {
  %r = and i129 %x, 85070591730234615865843651857942052863
  ret i129 %r
}

; (x + y) - y is x
define i256 @src2(i256 %x, i256 %y) {
  %a = add i256 %x, %y
  %r = sub i256 %a, %y
  ret i256 %r
}
define i256 @tgt2(i256 %x, i256 %y) {
  ret i256 %x
}

; trunc (zext x) is x
define i96 @src3(i96 %x) {
  %z = zext i96 %x to i1024
  %r = trunc i1024 %z to i96
  ret i96 %r
}
define i96 @tgt3(i96 %x) {
  ret i96 %x
}

; x * 2^70 is x << 70, and the nsw/nuw flags carry over
define i128 @src4(i128 %x) {
  %r = mul nuw i128 %x, 1180591620717411303424
  ret i128 %r
}
define i128 @tgt4(i128 %x) {
  %r = shl nuw i128 %x, 70
  ret i128 %r
}

; x + 1 >u x is x != -1
define i1 @src5(i65 %x) {
  %a = add i65 %x, 1
  %r = icmp ugt i65 %a, %x
  ret i1 %r
}
define i1 @tgt5(i65 %x) {
  %r = icmp ne i65 %x, -1
  ret i1 %r
}

; the sign bit of a wide value: x <s 0 is (x >>u 128) != 0
define i1 @src6(i129 %x) {
  %r = icmp slt i129 %x, 0
  ret i1 %r
}
define i1 @tgt6(i129 %x) {
  %h = lshr i129 %x, 128
  %t = trunc i129 %h to i1
  ret i1 %t
}

; select (x == 0), 0, x is x
define i1024 @src7(i1024 %x) {
  %c = icmp eq i1024 %x, 0
  %r = select i1 %c, i1024 0, i1024 %x
  ret i1024 %r
}
define i1024 @tgt7(i1024 %x) {
  ret i1024 %x
}

; add nuw x, y >=u x is true
define i1 @src8(i200 %x, i200 %y) {
  %a = add nuw i200 %x, %y
  %r = icmp uge i200 %a, %x
  ret i1 %r
}
define i1 @tgt8(i200 %x, i200 %y) {
  ret i1 true
}

; sext of a zext is a zext
define i256 @src9(i100 %x) {
  %z = zext i100 %x to i130
  %r = sext i130 %z to i256
  ret i256 %r
}
define i256 @tgt9(i100 %x) {
  %r = zext i100 %x to i256
  ret i256 %r
}

; (x ^ y) ^ x is y; -(-x) is x
define i77 @src10(i77 %x, i77 %y) {
  %a = xor i77 %x, %y
  %b = xor i77 %a, %x
  %n = sub i77 0, %b
  %r = sub i77 0, %n
  ret i77 %r
}
define i77 @tgt10(i77 %x, i77 %y) {
  ret i77 %y
}

; the top word of a zext'd i64 pair: (zext hi << 64) | zext lo, shifted
; right by 64, is zext hi
define i128 @src11(i64 %hi, i64 %lo) {
  %h = zext i64 %hi to i128
  %l = zext i64 %lo to i128
  %s = shl nuw i128 %h, 64
  %o = or disjoint i128 %s, %l
  %r = lshr i128 %o, 64
  ret i128 %r
}
define i128 @tgt11(i64 %hi, i64 %lo) {
  %r = zext i64 %hi to i128
  ret i128 %r
}

; x - (x & m) is x & ~m  (m = 2^64 - 1, the low word)
define i128 @src12(i128 %x) {
  %a = and i128 %x, 18446744073709551615
  %r = sub i128 %x, %a
  ret i128 %r
}
define i128 @tgt12(i128 %x) {
  %r = and i128 %x, -18446744073709551616
  ret i128 %r
}
