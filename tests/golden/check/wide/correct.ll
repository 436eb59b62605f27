; Wide integers (family 9): correct rewrites at widths from i65 to i65536,
; across word boundaries, must pass.  Inputs of any width are generated
; (a width over 256 bits once overflowed a stack buffer in the input
; generator), and constants over 65536 bits print in u0x hexadecimal.
; RUN: %llfuzz check %s --inputs 16 | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: 12 pairs: 12 without counterexample, 0 with a counterexample

define i65 @src1(i65 %x) {
  %r = mul i65 %x, 4
  ret i65 %r
}
define i65 @tgt1(i65 %x) {
  %r = shl i65 %x, 2
  ret i65 %r
}

define i300 @src2(i300 %a, i300 %b) {
  %r = add i300 %a, %b
  ret i300 %r
}
define i300 @tgt2(i300 %a, i300 %b) {
  %r = add i300 %b, %a
  ret i300 %r
}

define i1 @src3(i1000 %x) {
  %a = xor i1000 %x, -1
  %c = icmp eq i1000 %a, 0
  ret i1 %c
}
define i1 @tgt3(i1000 %x) {
  %c = icmp eq i1000 %x, -1
  ret i1 %c
}

define i4097 @src4(i4097 %x) {
  %a = sub i4097 0, %x
  %b = sub i4097 0, %a
  ret i4097 %b
}
define i4097 @tgt4(i4097 %x) {
  ret i4097 %x
}

define i1024 @src5(i1024 %x) {
  %a = and i1024 %x, 255
  %b = or i1024 %a, 256
  ret i1024 %b
}
define i1024 @tgt5(i1024 %x) {
  %a = and i1024 %x, 255
  %b = add i1024 %a, 256
  ret i1024 %b
}

define i64 @src6(i1023 %x) {
  %t = trunc i1023 %x to i64
  ret i64 %t
}
define i64 @tgt6(i1023 %x) {
  %s = lshr i1023 %x, 0
  %t = trunc i1023 %s to i64
  ret i64 %t
}

define i2048 @src7(i64 %x) {
  %z = zext i64 %x to i2048
  %s = shl i2048 %z, 1984
  %r = lshr i2048 %s, 1984
  ret i2048 %r
}
define i2048 @tgt7(i64 %x) {
  %z = zext i64 %x to i2048
  ret i2048 %z
}

define i1 @src8(i129 %x) {
  %c = icmp ult i129 %x, 0
  ret i1 %c
}
define i1 @tgt8(i129 %x) {
  ret i1 false
}

define i65536 @src9(i65536 %x) {
  %a = add i65536 %x, 1
  %b = sub i65536 %a, 1
  ret i65536 %b
}
define i65536 @tgt9(i65536 %x) {
  ret i65536 %x
}

define i70000 @src10(i70000 %x) {
  %r = or i70000 %x, 18446744073709551616
  ret i70000 %r
}
define i70000 @tgt10(i70000 %x) {
  %r = or i70000 %x, u0x10000000000000000
  ret i70000 %r
}

; nsw: x + 1 > x
define i1 @src11(i777 %x) {
  %a = add nsw i777 %x, 1
  %c = icmp sgt i777 %a, %x
  ret i1 %c
}
define i1 @tgt11(i777 %x) {
  ret i1 true
}

define i256 @src12(i256 %x) {
  %n = sub i256 0, %x
  %r = call i256 @llvm.smax.i256(i256 %x, i256 %n)
  ret i256 %r
}
define i256 @tgt12(i256 %x) {
  %r = call i256 @llvm.abs.i256(i256 %x, i1 false)
  ret i256 %r
}
declare i256 @llvm.smax.i256(i256, i256)
declare i256 @llvm.abs.i256(i256, i1)
