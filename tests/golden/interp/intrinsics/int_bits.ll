; LangRef "Bit Manipulation Intrinsics": bitreverse, bswap, ctpop, ctlz,
; cttz (is_zero_poison), fshl, fshr, clmul -- scalars, vectors, i128, i200,
; poison and partly undef operands (the known bits move with the bits).
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry rev8 --args 'i8 -74' | FileCheck %s --check-prefix=CHECK1
; CHECK1: i8 109
; RUN: %llfuzz run %s --entry rev8 --args 'i8 undef' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i8 undef
; a known bit moves: (x | 1) reversed has its top bit set
; RUN: %llfuzz run %s --entry rev8or --args 'i8 undef' | FileCheck %s --check-prefix=CHECK3
; CHECK3: i8 0b1???????
; RUN: %llfuzz run %s --entry rev128 --args 'i128 1' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i128 -170141183460469231731687303715884105728
; RUN: %llfuzz run %s --entry rev200 --args 'i200 3' | FileCheck %s --check-prefix=CHECK5
; CHECK5: i200 -401734511064747568885490523085290650630550748445698208825344
; RUN: %llfuzz run %s --entry revv --args '<3 x i3> <i3 1, i3 poison, i3 3>' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <3 x i3> <i3 -4, i3 poison, i3 -2>
;
; RUN: %llfuzz run %s --entry bswap32 --args 'i32 305419896' | FileCheck %s --check-prefix=CHECK7
; CHECK7: i32 2018915346
; RUN: %llfuzz run %s --entry bswap48 --args 'i48 1' | FileCheck %s --check-prefix=CHECK8
; CHECK8: i48 1099511627776
; RUN: %llfuzz run %s --entry bswap128 --args 'i128 255' | FileCheck %s --check-prefix=CHECK9
; CHECK9: i128 -1329227995784915872903807060280344576
; RUN: %llfuzz run %s --entry bswapor --args 'i16 undef' | FileCheck %s --check-prefix=CHECK10
; CHECK10: i16 0b1???????????????
;
; RUN: %llfuzz run %s --entry pop --args 'i32 -1' | FileCheck %s --check-prefix=CHECK11
; CHECK11: <3 x i32> <i32 32, i32 0, i32 0>
; RUN: %llfuzz run %s --entry pop --args 'i32 0' | FileCheck %s --check-prefix=CHECK12
; CHECK12: <3 x i32> <i32 0, i32 32, i32 32>
; RUN: %llfuzz run %s --entry pop --args 'i32 96' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <3 x i32> <i32 2, i32 25, i32 5>
; RUN: %llfuzz run %s --entry pop200 --args 'i200 -1' | FileCheck %s --check-prefix=CHECK14
; CHECK14: i200 200
; RUN: %llfuzz run %s --entry clz200 --args 'i200 1' | FileCheck %s --check-prefix=CHECK15
; CHECK15: i200 199
; RUN: %llfuzz run %s --entry ctz128 --args 'i128 0' | FileCheck %s --check-prefix=CHECK16
; CHECK16: i128 128
; ctlz/cttz of zero with is_zero_poison
; RUN: %llfuzz run %s --entry zpoison --args 'i32 0' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <2 x i32> <i32 poison, i32 poison>
; RUN: %llfuzz run %s --entry zpoison --args 'i32 256' | FileCheck %s --check-prefix=CHECK18
; CHECK18: <2 x i32> <i32 23, i32 8>
; partly known: x | 16 has 1..8 bits set, 0..3 leading zeros, 0..4 trailing
; RUN: %llfuzz run %s --entry popor --args 'i8 undef' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <3 x i8> <i8 0b0000????, i8 0b000000??, i8 0b00000???>
; (x | 16) can never be zero: is_zero_poison does not make it poison
; RUN: %llfuzz run %s --entry zpoisonor --args 'i8 undef' | FileCheck %s --check-prefix=CHECK20
; CHECK20: i8 0b00000???
; an undef operand may be zero: with is_zero_poison, poison
; RUN: %llfuzz run %s --entry zpoison --args 'i32 undef' | FileCheck %s --check-prefix=CHECK21
; CHECK21: <2 x i32> <i32 poison, i32 poison>
; RUN: %llfuzz run %s --entry popv --args '<4 x i16> <i16 1, i16 poison, i16 -1, i16 3>' | FileCheck %s --check-prefix=CHECK22
; CHECK22: <4 x i16> <i16 1, i16 poison, i16 16, i16 2>
;
; The LangRef's examples
; RUN: %llfuzz run %s --entry fsh8 --args 'i8 -1, i8 0, i8 15' | FileCheck %s --check-prefix=CHECK23
; CHECK23: <2 x i8> <i8 -128, i8 -2>
; RUN: %llfuzz run %s --entry fsh8 --args 'i8 15, i8 15, i8 11' | FileCheck %s --check-prefix=CHECK24
; CHECK24: <2 x i8> <i8 120, i8 -31>
; RUN: %llfuzz run %s --entry fsh8 --args 'i8 0, i8 -1, i8 8' | FileCheck %s --check-prefix=CHECK25
; CHECK25: <2 x i8> <i8 0, i8 -1>
; RUN: %llfuzz run %s --entry fsh8 --args 'i8 1, i8 2, i8 poison' | FileCheck %s --check-prefix=CHECK26
; CHECK26: <2 x i8> <i8 poison, i8 poison>
; a rotate of a partly undef value by a known amount moves its known bits
; RUN: %llfuzz run %s --entry rotor --args 'i8 undef' | FileCheck %s --check-prefix=CHECK27
; CHECK27: i8 0b??1?????
; an unknown amount: unknown
; RUN: %llfuzz run %s --entry fsh8 --args 'i8 1, i8 2, i8 undef' | FileCheck %s --check-prefix=CHECK28
; CHECK28: <2 x i8> <i8 undef, i8 undef>
; RUN: %llfuzz run %s --entry fsh128 --args 'i128 1, i128 -9223372036854775808, i128 65' | FileCheck %s --check-prefix=CHECK29
; CHECK29: <2 x i128> <i128 73786976294838206463, i128 18446744073709551615>
; (2^200 - 1) mod 200 = 175
; RUN: %llfuzz run %s --entry fsh200 --args 'i200 1, i200 2, i200 -1' | FileCheck %s --check-prefix=CHECK30
; CHECK30: <2 x i200> <i200 47890485652059026823698344598447161988085597568237568, i200 33554432>
; RUN: %llfuzz run %s --entry fsh7 --args 'i7 1, i7 64, i7 10' | FileCheck %s --check-prefix=CHECK31
; CHECK31: <2 x i7> <i7 12, i7 24>
;
; The LangRef's clmul examples
; RUN: %llfuzz run %s --entry clmul4 --args '<4 x i4> <i4 1, i4 5, i4 -4, i4 -4>, <4 x i4> <i4 2, i4 6, i4 2, i4 -5>' | FileCheck %s --check-prefix=CHECK32
; CHECK32: <4 x i4> <i4 2, i4 -2, i4 -8, i4 4>
; RUN: %llfuzz run %s --entry clmul128 --args 'i128 -1, i128 3' | FileCheck %s --check-prefix=CHECK33
; CHECK33: i128 1

define i8 @rev8(i8 %x) {
  %r = call i8 @llvm.bitreverse.i8(i8 %x)
  ret i8 %r
}
define i8 @rev8or(i8 %x) {
  %o = or i8 %x, 1
  %r = call i8 @llvm.bitreverse.i8(i8 %o)
  ret i8 %r
}
define i128 @rev128(i128 %x) {
  %r = call i128 @llvm.bitreverse.i128(i128 %x)
  ret i128 %r
}
define i200 @rev200(i200 %x) {
  %r = call i200 @llvm.bitreverse.i200(i200 %x)
  ret i200 %r
}
define <3 x i3> @revv(<3 x i3> %x) {
  %r = call <3 x i3> @llvm.bitreverse.v3i3(<3 x i3> %x)
  ret <3 x i3> %r
}
define i32 @bswap32(i32 %x) {
  %r = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %r
}
define i48 @bswap48(i48 %x) {
  %r = call i48 @llvm.bswap.i48(i48 %x)
  ret i48 %r
}
define i128 @bswap128(i128 %x) {
  %r = call i128 @llvm.bswap.i128(i128 %x)
  ret i128 %r
}
define i16 @bswapor(i16 %x) {
  %o = or i16 %x, 128
  %r = call i16 @llvm.bswap.i16(i16 %o)
  ret i16 %r
}
define <3 x i32> @pop(i32 %x) {
  %a = call i32 @llvm.ctpop.i32(i32 %x)
  %b = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  %c = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %v0 = insertelement <3 x i32> poison, i32 %a, i32 0
  %v1 = insertelement <3 x i32> %v0, i32 %b, i32 1
  %v2 = insertelement <3 x i32> %v1, i32 %c, i32 2
  ret <3 x i32> %v2
}
define i200 @pop200(i200 %x) {
  %r = call i200 @llvm.ctpop.i200(i200 %x)
  ret i200 %r
}
define i200 @clz200(i200 %x) {
  %r = call i200 @llvm.ctlz.i200(i200 %x, i1 false)
  ret i200 %r
}
define i128 @ctz128(i128 %x) {
  %r = call i128 @llvm.cttz.i128(i128 %x, i1 false)
  ret i128 %r
}
define <2 x i32> @zpoison(i32 %x) {
  %b = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  %c = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %v0 = insertelement <2 x i32> poison, i32 %b, i32 0
  %v1 = insertelement <2 x i32> %v0, i32 %c, i32 1
  ret <2 x i32> %v1
}
define <3 x i8> @popor(i8 %x) {
  %o = or i8 %x, 16
  %a = call i8 @llvm.ctpop.i8(i8 %o)
  %b = call i8 @llvm.ctlz.i8(i8 %o, i1 false)
  %c = call i8 @llvm.cttz.i8(i8 %o, i1 false)
  %v0 = insertelement <3 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <3 x i8> %v0, i8 %b, i32 1
  %v2 = insertelement <3 x i8> %v1, i8 %c, i32 2
  ret <3 x i8> %v2
}
define i8 @zpoisonor(i8 %x) {
  %o = or i8 %x, 16
  %c = call i8 @llvm.cttz.i8(i8 %o, i1 true)
  ret i8 %c
}
define <4 x i16> @popv(<4 x i16> %x) {
  %r = call <4 x i16> @llvm.ctpop.v4i16(<4 x i16> %x)
  ret <4 x i16> %r
}
define <2 x i8> @fsh8(i8 %a, i8 %b, i8 %c) {
  %l = call i8 @llvm.fshl.i8(i8 %a, i8 %b, i8 %c)
  %r = call i8 @llvm.fshr.i8(i8 %a, i8 %b, i8 %c)
  %v0 = insertelement <2 x i8> poison, i8 %l, i32 0
  %v1 = insertelement <2 x i8> %v0, i8 %r, i32 1
  ret <2 x i8> %v1
}
define i8 @rotor(i8 %x) {
  %o = or i8 %x, 4
  %r = call i8 @llvm.fshl.i8(i8 %o, i8 %o, i8 3)
  ret i8 %r
}
define <2 x i128> @fsh128(i128 %a, i128 %b, i128 %c) {
  %l = call i128 @llvm.fshl.i128(i128 %a, i128 %b, i128 %c)
  %r = call i128 @llvm.fshr.i128(i128 %a, i128 %b, i128 %c)
  %v0 = insertelement <2 x i128> poison, i128 %l, i32 0
  %v1 = insertelement <2 x i128> %v0, i128 %r, i32 1
  ret <2 x i128> %v1
}
define <2 x i200> @fsh200(i200 %a, i200 %b, i200 %c) {
  %l = call i200 @llvm.fshl.i200(i200 %a, i200 %b, i200 %c)
  %r = call i200 @llvm.fshr.i200(i200 %a, i200 %b, i200 %c)
  %v0 = insertelement <2 x i200> poison, i200 %l, i32 0
  %v1 = insertelement <2 x i200> %v0, i200 %r, i32 1
  ret <2 x i200> %v1
}
define <2 x i7> @fsh7(i7 %a, i7 %b, i7 %c) {
  %l = call i7 @llvm.fshl.i7(i7 %a, i7 %b, i7 %c)
  %r = call i7 @llvm.fshr.i7(i7 %a, i7 %b, i7 %c)
  %v0 = insertelement <2 x i7> poison, i7 %l, i32 0
  %v1 = insertelement <2 x i7> %v0, i7 %r, i32 1
  ret <2 x i7> %v1
}
define <4 x i4> @clmul4(<4 x i4> %a, <4 x i4> %b) {
  %r = call <4 x i4> @llvm.clmul.v4i4(<4 x i4> %a, <4 x i4> %b)
  ret <4 x i4> %r
}
define i128 @clmul128(i128 %a, i128 %b) {
  %r = call i128 @llvm.clmul.i128(i128 %a, i128 %b)
  ret i128 %r
}

declare i8 @llvm.bitreverse.i8(i8)
declare i128 @llvm.bitreverse.i128(i128)
declare i200 @llvm.bitreverse.i200(i200)
declare <3 x i3> @llvm.bitreverse.v3i3(<3 x i3>)
declare i32 @llvm.bswap.i32(i32)
declare i48 @llvm.bswap.i48(i48)
declare i128 @llvm.bswap.i128(i128)
declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i200 @llvm.ctpop.i200(i200)
declare i200 @llvm.ctlz.i200(i200, i1)
declare i128 @llvm.cttz.i128(i128, i1)
declare i8 @llvm.ctpop.i8(i8)
declare i8 @llvm.ctlz.i8(i8, i1)
declare i8 @llvm.cttz.i8(i8, i1)
declare <4 x i16> @llvm.ctpop.v4i16(<4 x i16>)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i8 @llvm.fshr.i8(i8, i8, i8)
declare i128 @llvm.fshl.i128(i128, i128, i128)
declare i128 @llvm.fshr.i128(i128, i128, i128)
declare i200 @llvm.fshl.i200(i200, i200, i200)
declare i200 @llvm.fshr.i200(i200, i200, i200)
declare i7 @llvm.fshl.i7(i7, i7, i7)
declare i7 @llvm.fshr.i7(i7, i7, i7)
declare <4 x i4> @llvm.clmul.v4i4(<4 x i4>, <4 x i4>)
declare i128 @llvm.clmul.i128(i128, i128)
