; LangRef "'llvm.abs.*' Intrinsic", "'llvm.smax.*'" .. "'llvm.umin.*'",
; "'llvm.scmp.*'", "'llvm.ucmp.*' Intrinsic": scalars, vectors, wide
; integers, poison and undef operands.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry abs32 --args 'i32 -5' | FileCheck %s --check-prefix=CHECK1
; CHECK1: i32 5
; RUN: %llfuzz run %s --entry abs32 --args 'i32 -2147483648' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 -2147483648
; RUN: %llfuzz run %s --entry abs32p --args 'i32 -2147483648' | FileCheck %s --check-prefix=CHECK3
; CHECK3: i32 poison
; RUN: %llfuzz run %s --entry abs32p --args 'i32 -7' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 7
; abs(undef, false) is unknown; with int_min_poison it may be INT_MIN: poison
; RUN: %llfuzz run %s --entry abs32 --args 'i32 undef' | FileCheck %s --check-prefix=CHECK5
; CHECK5: i32 undef
; RUN: %llfuzz run %s --entry abs32p --args 'i32 undef' | FileCheck %s --check-prefix=CHECK6
; CHECK6: i32 poison
; RUN: %llfuzz run %s --entry absv --args '<4 x i8> <i8 -128, i8 127, i8 poison, i8 -1>' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <4 x i8> <i8 -128, i8 127, i8 poison, i8 1>
; RUN: %llfuzz run %s --entry abs128 --args 'i128 -170141183460469231731687303715884105727' | FileCheck %s --check-prefix=CHECK8
; CHECK8: i128 170141183460469231731687303715884105727
; RUN: %llfuzz run %s --entry abs200 --args 'i200 -803469022129495137770981046170581301261101496891396417650687' | FileCheck %s --check-prefix=CHECK9
; CHECK9: i200 803469022129495137770981046170581301261101496891396417650687
; RUN: %llfuzz run %s --entry abs200 --args 'i200 -803469022129495137770981046170581301261101496891396417650688' | FileCheck %s --check-prefix=CHECK10
; CHECK10: i200 -803469022129495137770981046170581301261101496891396417650688
;
; RUN: %llfuzz run %s --entry minmax --args 'i32 -3, i32 2' | FileCheck %s --check-prefix=CHECK11
; CHECK11: <4 x i32> <i32 2, i32 -3, i32 -3, i32 2>
; RUN: %llfuzz run %s --entry minmax --args 'i32 7, i32 7' | FileCheck %s --check-prefix=CHECK12
; CHECK12: <4 x i32> <i32 7, i32 7, i32 7, i32 7>
; RUN: %llfuzz run %s --entry minmax --args 'i32 poison, i32 1' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <4 x i32> <i32 poison, i32 poison, i32 poison, i32 poison>
; RUN: %llfuzz run %s --entry umaxv --args '<3 x i8> <i8 200, i8 0, i8 9>, <3 x i8> <i8 3, i8 255, i8 9>' | FileCheck %s --check-prefix=CHECK14
; CHECK14: <3 x i8> <i8 -56, i8 -1, i8 9>
; RUN: %llfuzz run %s --entry smin128 --args 'i128 -18446744073709551616, i128 18446744073709551616' | FileCheck %s --check-prefix=CHECK15
; CHECK15: i128 -18446744073709551616
; RUN: %llfuzz run %s --entry smin200 --args 'i200 1, i200 -1' | FileCheck %s --check-prefix=CHECK16
; CHECK16: i200 -1
; RUN: %llfuzz run %s --entry umax200 --args 'i200 1, i200 -1' | FileCheck %s --check-prefix=CHECK17
; CHECK17: i200 -1
; with unknown bits: umax(x | 128, 5) is x | 128 whatever x is (bits of the
; undef operand stay undef); umin(undef, 0) is 0
; RUN: %llfuzz run %s --entry umax_or --args 'i8 undef' | FileCheck %s --check-prefix=CHECK18
; CHECK18: i8 0b1???????
; RUN: %llfuzz run %s --entry umin_zero --args 'i8 undef' | FileCheck %s --check-prefix=CHECK19
; CHECK19: i8 0
; RUN: %llfuzz run %s --entry smax_frozen --args 'i8 undef' | FileCheck %s --check-prefix=CHECK20
; CHECK20: i8 0b0*******
;
; RUN: %llfuzz run %s --entry cmp --args 'i32 -1, i32 1' | FileCheck %s --check-prefix=CHECK21
; CHECK21: <2 x i2> <i2 -1, i2 1>
; RUN: %llfuzz run %s --entry cmp --args 'i32 5, i32 5' | FileCheck %s --check-prefix=CHECK22
; CHECK22: <2 x i2> <i2 0, i2 0>
; RUN: %llfuzz run %s --entry cmp --args 'i32 2, i32 poison' | FileCheck %s --check-prefix=CHECK23
; CHECK23: <2 x i2> <i2 poison, i2 poison>
; RUN: %llfuzz run %s --entry ucmp8 --args 'i128 340282366920938463463374607431768211455, i128 0' | FileCheck %s --check-prefix=CHECK24
; CHECK24: i8 1
; RUN: %llfuzz run %s --entry scmp8 --args 'i128 340282366920938463463374607431768211455, i128 0' | FileCheck %s --check-prefix=CHECK25
; CHECK25: i8 -1
; RUN: %llfuzz run %s --entry scmpv --args '<2 x i200> <i200 -5, i200 9>, <2 x i200> <i200 -6, i200 9>' | FileCheck %s --check-prefix=CHECK26
; CHECK26: <2 x i32> <i32 1, i32 0>
; a frozen undef compared with a value in its range: -1, 0 or 1
; RUN: %llfuzz run %s --entry ucmp_frozen --args 'i8 undef' | FileCheck %s --check-prefix=CHECK27
; CHECK27: i2 unknown
; known bits decide: (x | 16) >u 15
; RUN: %llfuzz run %s --entry ucmp_or16 --args 'i8 undef' | FileCheck %s --check-prefix=CHECK28
; CHECK28: i2 1

define i32 @abs32(i32 %x) {
  %r = call i32 @llvm.abs.i32(i32 %x, i1 false)
  ret i32 %r
}
define i32 @abs32p(i32 %x) {
  %r = call i32 @llvm.abs.i32(i32 %x, i1 true)
  ret i32 %r
}
define <4 x i8> @absv(<4 x i8> %x) {
  %r = call <4 x i8> @llvm.abs.v4i8(<4 x i8> %x, i1 false)
  ret <4 x i8> %r
}
define i128 @abs128(i128 %x) {
  %r = call i128 @llvm.abs.i128(i128 %x, i1 false)
  ret i128 %r
}
define i200 @abs200(i200 %x) {
  %r = call i200 @llvm.abs.i200(i200 %x, i1 false)
  ret i200 %r
}
define <4 x i32> @minmax(i32 %a, i32 %b) {
  %x = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %y = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %z = call i32 @llvm.umax.i32(i32 %a, i32 %b)
  %w = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %v0 = insertelement <4 x i32> poison, i32 %x, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %y, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %z, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %w, i32 3
  ret <4 x i32> %v3
}
define <3 x i8> @umaxv(<3 x i8> %a, <3 x i8> %b) {
  %r = call <3 x i8> @llvm.umax.v3i8(<3 x i8> %a, <3 x i8> %b)
  ret <3 x i8> %r
}
define i128 @smin128(i128 %a, i128 %b) {
  %r = call i128 @llvm.smin.i128(i128 %a, i128 %b)
  ret i128 %r
}
define i200 @smin200(i200 %a, i200 %b) {
  %r = call i200 @llvm.smin.i200(i200 %a, i200 %b)
  ret i200 %r
}
define i200 @umax200(i200 %a, i200 %b) {
  %r = call i200 @llvm.umax.i200(i200 %a, i200 %b)
  ret i200 %r
}
define i8 @umax_or(i8 %x) {
  %o = or i8 %x, 128
  %r = call i8 @llvm.umax.i8(i8 %o, i8 5)
  ret i8 %r
}
define i8 @umin_zero(i8 %x) {
  %r = call i8 @llvm.umin.i8(i8 %x, i8 0)
  ret i8 %r
}
define i8 @smax_frozen(i8 %x) {
  %f = freeze i8 %x
  %r = call i8 @llvm.smax.i8(i8 %f, i8 0)
  ret i8 %r
}
define <2 x i2> @cmp(i32 %a, i32 %b) {
  %s = call i2 @llvm.scmp.i2.i32(i32 %a, i32 %b)
  %u = call i2 @llvm.ucmp.i2.i32(i32 %a, i32 %b)
  %v0 = insertelement <2 x i2> poison, i2 %s, i32 0
  %v1 = insertelement <2 x i2> %v0, i2 %u, i32 1
  ret <2 x i2> %v1
}
define i8 @ucmp8(i128 %a, i128 %b) {
  %r = call i8 @llvm.ucmp.i8.i128(i128 %a, i128 %b)
  ret i8 %r
}
define i8 @scmp8(i128 %a, i128 %b) {
  %r = call i8 @llvm.scmp.i8.i128(i128 %a, i128 %b)
  ret i8 %r
}
define <2 x i32> @scmpv(<2 x i200> %a, <2 x i200> %b) {
  %r = call <2 x i32> @llvm.scmp.v2i32.v2i200(<2 x i200> %a, <2 x i200> %b)
  ret <2 x i32> %r
}
define i2 @ucmp_frozen(i8 %x) {
  %f = freeze i8 %x
  %r = call i2 @llvm.ucmp.i2.i8(i8 %f, i8 100)
  ret i2 %r
}
define i2 @ucmp_or16(i8 %x) {
  %o = or i8 %x, 16
  %r = call i2 @llvm.ucmp.i2.i8(i8 %o, i8 15)
  ret i2 %r
}

declare i32 @llvm.abs.i32(i32, i1)
declare <4 x i8> @llvm.abs.v4i8(<4 x i8>, i1)
declare i128 @llvm.abs.i128(i128, i1)
declare i200 @llvm.abs.i200(i200, i1)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare <3 x i8> @llvm.umax.v3i8(<3 x i8>, <3 x i8>)
declare i128 @llvm.smin.i128(i128, i128)
declare i200 @llvm.smin.i200(i200, i200)
declare i200 @llvm.umax.i200(i200, i200)
declare i8 @llvm.umax.i8(i8, i8)
declare i8 @llvm.umin.i8(i8, i8)
declare i8 @llvm.smax.i8(i8, i8)
declare i2 @llvm.scmp.i2.i32(i32, i32)
declare i2 @llvm.ucmp.i2.i32(i32, i32)
declare i8 @llvm.ucmp.i8.i128(i128, i128)
declare i8 @llvm.scmp.i8.i128(i128, i128)
declare <2 x i32> @llvm.scmp.v2i32.v2i200(<2 x i200>, <2 x i200>)
declare i2 @llvm.ucmp.i2.i8(i8, i8)
