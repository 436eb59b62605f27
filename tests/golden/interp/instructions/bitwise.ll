; LangRef "Bitwise Binary Operations": shl (nuw/nsw), lshr and ashr (exact),
; a shift by the bit width or more is poison; and, or (disjoint: a common
; set bit makes it poison), xor; undef bits stay undef where the other
; operand does not decide them.
;
; shl: <plain, nuw, nsw>
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry shl --args 'i8 64, i8 1' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <3 x i8> <i8 -128, i8 -128, i8 poison>
; RUN: %llfuzz run %s --entry shl --args 'i8 -1, i8 1' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <3 x i8> <i8 -2, i8 poison, i8 -2>
; RUN: %llfuzz run %s --entry shl --args 'i8 1, i8 7' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <3 x i8> <i8 -128, i8 -128, i8 poison>
; RUN: %llfuzz run %s --entry shl --args 'i8 3, i8 2' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <3 x i8> <i8 12, i8 12, i8 12>
; RUN: %llfuzz run %s --entry shl --args 'i8 1, i8 8' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <3 x i8> <i8 poison, i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry shl --args 'i8 0, i8 -1' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <3 x i8> <i8 poison, i8 poison, i8 poison>
;
; lshr, lshr exact, ashr, ashr exact
; RUN: %llfuzz run %s --entry shr --args 'i8 -16, i8 4' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <4 x i8> <i8 15, i8 15, i8 -1, i8 -1>
; RUN: %llfuzz run %s --entry shr --args 'i8 -15, i8 4' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <4 x i8> <i8 15, i8 poison, i8 -1, i8 poison>
; RUN: %llfuzz run %s --entry shr --args 'i8 100, i8 0' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <4 x i8> <i8 100, i8 100, i8 100, i8 100>
; RUN: %llfuzz run %s --entry shr --args 'i8 100, i8 8' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <4 x i8> <i8 poison, i8 poison, i8 poison, i8 poison>
; per-lane amounts; one lane too far
; RUN: %llfuzz run %s --entry shlv --args '<3 x i8> <i8 1, i8 1, i8 poison>, <3 x i8> <i8 3, i8 9, i8 1>' | FileCheck %s --check-prefix=CHECK11
; CHECK11: <3 x i8> <i8 8, i8 poison, i8 poison>
; wide
; RUN: %llfuzz run %s --entry sh128 --args 'i128 1, i128 127' | FileCheck %s --check-prefix=CHECK12
; CHECK12: <3 x i128> <i128 -170141183460469231731687303715884105728, i128 0, i128 0>
; RUN: %llfuzz run %s --entry sh128 --args 'i128 -170141183460469231731687303715884105728, i128 127' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <3 x i128> <i128 0, i128 1, i128 -1>
; RUN: %llfuzz run %s --entry sh128 --args 'i128 1, i128 128' | FileCheck %s --check-prefix=CHECK14
; CHECK14: <3 x i128> <i128 poison, i128 poison, i128 poison>
; undef bits move with the shift; the bits shifted in are defined
; RUN: %llfuzz run %s --entry shundef --args 'i8 undef' | FileCheck %s --check-prefix=CHECK15
; CHECK15: <3 x i8> <i8 0b?????000, i8 0b000?????, i8 0b???????1>
;
; and, or, or disjoint, xor
; RUN: %llfuzz run %s --entry logic --args 'i8 12, i8 10' | FileCheck %s --check-prefix=CHECK16
; CHECK16: <4 x i8> <i8 8, i8 14, i8 poison, i8 6>
; RUN: %llfuzz run %s --entry logic --args 'i8 12, i8 3' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <4 x i8> <i8 0, i8 15, i8 15, i8 15>
; RUN: %llfuzz run %s --entry logic --args 'i8 -1, i8 -86' | FileCheck %s --check-prefix=CHECK18
; CHECK18: <4 x i8> <i8 -86, i8 -1, i8 poison, i8 85>
; a known 0 decides and, a known 1 decides or; xor with undef is undef
; RUN: %llfuzz run %s --entry logic --args 'i8 undef, i8 15' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <4 x i8> <i8 0b0000????, i8 0b????1111, i8 {{poison|0b\?\?\?\?1111}}, i8 undef>
; RUN: %llfuzz run %s --entry logic --args 'i8 undef, i8 0' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <4 x i8> <i8 0, i8 undef, i8 undef, i8 undef>
; RUN: %llfuzz run %s --entry logicv --args '<2 x i1> <i1 true, i1 poison>, <2 x i1> <i1 false, i1 true>' | FileCheck %s --check-prefix=CHECK21
; CHECK21: <2 x i1> <i1 true, i1 poison>

define <3 x i8> @shl(i8 %a, i8 %b) {
  %r0 = shl i8 %a, %b
  %r1 = shl nuw i8 %a, %b
  %r2 = shl nsw i8 %a, %b
  %v0 = insertelement <3 x i8> poison, i8 %r0, i32 0
  %v1 = insertelement <3 x i8> %v0, i8 %r1, i32 1
  %v2 = insertelement <3 x i8> %v1, i8 %r2, i32 2
  ret <3 x i8> %v2
}

define <4 x i8> @shr(i8 %a, i8 %b) {
  %r0 = lshr i8 %a, %b
  %r1 = lshr exact i8 %a, %b
  %r2 = ashr i8 %a, %b
  %r3 = ashr exact i8 %a, %b
  %v0 = insertelement <4 x i8> poison, i8 %r0, i32 0
  %v1 = insertelement <4 x i8> %v0, i8 %r1, i32 1
  %v2 = insertelement <4 x i8> %v1, i8 %r2, i32 2
  %v3 = insertelement <4 x i8> %v2, i8 %r3, i32 3
  ret <4 x i8> %v3
}

define <3 x i8> @shlv(<3 x i8> %a, <3 x i8> %b) {
  %r = shl <3 x i8> %a, %b
  ret <3 x i8> %r
}

define <3 x i128> @sh128(i128 %a, i128 %b) {
  %r0 = shl i128 %a, %b
  %r1 = lshr i128 %a, %b
  %r2 = ashr i128 %a, %b
  %v0 = insertelement <3 x i128> poison, i128 %r0, i32 0
  %v1 = insertelement <3 x i128> %v0, i128 %r1, i32 1
  %v2 = insertelement <3 x i128> %v1, i128 %r2, i32 2
  ret <3 x i128> %v2
}

define <3 x i8> @shundef(i8 %a) {
  %r0 = shl i8 %a, 3
  %r1 = lshr i8 %a, 3
  %o = or i8 %a, 1
  %r2 = ashr i8 %o, 0
  %v0 = insertelement <3 x i8> poison, i8 %r0, i32 0
  %v1 = insertelement <3 x i8> %v0, i8 %r1, i32 1
  %v2 = insertelement <3 x i8> %v1, i8 %r2, i32 2
  ret <3 x i8> %v2
}

define <4 x i8> @logic(i8 %a, i8 %b) {
  %r0 = and i8 %a, %b
  %r1 = or i8 %a, %b
  %r2 = or disjoint i8 %a, %b
  %r3 = xor i8 %a, %b
  %v0 = insertelement <4 x i8> poison, i8 %r0, i32 0
  %v1 = insertelement <4 x i8> %v0, i8 %r1, i32 1
  %v2 = insertelement <4 x i8> %v1, i8 %r2, i32 2
  %v3 = insertelement <4 x i8> %v2, i8 %r3, i32 3
  ret <4 x i8> %v3
}

define <2 x i1> @logicv(<2 x i1> %a, <2 x i1> %b) {
  %r = xor <2 x i1> %a, %b
  ret <2 x i1> %r
}
