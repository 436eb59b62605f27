; LangRef "Binary Operations": add, sub, mul with nuw/nsw (an overflow of the
; flag's kind makes the result poison), udiv/sdiv with exact (a remainder
; makes it poison), urem, srem (the sign of the dividend).  Each function
; computes the plain form and the flagged forms side by side.
;
; add: <plain, nuw, nsw, nuw nsw>
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry add --args 'i8 100, i8 27' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <4 x i8> <i8 127, i8 127, i8 127, i8 127>
; RUN: %llfuzz run %s --entry add --args 'i8 100, i8 28' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <4 x i8> <i8 -128, i8 -128, i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry add --args 'i8 -1, i8 1' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <4 x i8> <i8 0, i8 poison, i8 0, i8 poison>
; RUN: %llfuzz run %s --entry add --args 'i8 poison, i8 0' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <4 x i8> <i8 poison, i8 poison, i8 poison, i8 poison>
;
; sub: <plain, nuw, nsw, nuw nsw>
; RUN: %llfuzz run %s --entry sub --args 'i8 0, i8 1' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <4 x i8> <i8 -1, i8 poison, i8 -1, i8 poison>
; RUN: %llfuzz run %s --entry sub --args 'i8 -128, i8 1' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <4 x i8> <i8 127, i8 127, i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry sub --args 'i8 5, i8 3' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <4 x i8> <i8 2, i8 2, i8 2, i8 2>
;
; mul: <plain, nuw, nsw, nuw nsw>
; RUN: %llfuzz run %s --entry mul --args 'i8 16, i8 8' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <4 x i8> <i8 -128, i8 -128, i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry mul --args 'i8 -1, i8 -1' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <4 x i8> <i8 1, i8 poison, i8 1, i8 poison>
; RUN: %llfuzz run %s --entry mul --args 'i8 -128, i8 -1' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <4 x i8> <i8 -128, i8 poison, i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry mul --args 'i8 3, i8 5' | FileCheck %s --check-prefix=CHECK11
; CHECK11: <4 x i8> <i8 15, i8 15, i8 15, i8 15>
;
; wide and vector forms
; RUN: %llfuzz run %s --entry add65 --args 'i65 18446744073709551615, i65 1' | FileCheck %s --check-prefix=CHECK12
; CHECK12: <3 x i65> <i65 -18446744073709551616, i65 -18446744073709551616, i65 poison>
; RUN: %llfuzz run %s --entry addv --args '<2 x i32> <i32 2147483647, i32 1>, <2 x i32> <i32 1, i32 1>' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <2 x i32> <i32 poison, i32 2>
; (2^64 + 1) * 2^64 = 2^128 + 2^64 fits in i129 unsigned, not signed
; RUN: %llfuzz run %s --entry mul129 --args 'i129 18446744073709551617, i129 18446744073709551616' | FileCheck %s --check-prefix=CHECK14
; CHECK14: <3 x i129> <i129 -340282366920938463444927863358058659840, i129 -340282366920938463444927863358058659840, i129 poison>
;
; udiv, udiv exact, sdiv, sdiv exact
; RUN: %llfuzz run %s --entry div --args 'i8 7, i8 2' | FileCheck %s --check-prefix=CHECK15
; CHECK15: <4 x i8> <i8 3, i8 poison, i8 3, i8 poison>
; RUN: %llfuzz run %s --entry div --args 'i8 -7, i8 2' | FileCheck %s --check-prefix=CHECK16
; CHECK16: <4 x i8> <i8 124, i8 poison, i8 -3, i8 poison>
; RUN: %llfuzz run %s --entry div --args 'i8 -8, i8 2' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <4 x i8> <i8 124, i8 124, i8 -4, i8 -4>
; RUN: %llfuzz run %s --entry div --args 'i8 -8, i8 -2' | FileCheck %s --check-prefix=CHECK18
; CHECK18: <4 x i8> <i8 0, i8 poison, i8 4, i8 4>
; a poison dividend is fine (only the divisor must be defined)
; RUN: %llfuzz run %s --entry div --args 'i8 poison, i8 3' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <4 x i8> <i8 poison, i8 poison, i8 poison, i8 poison>
;
; urem, srem
; RUN: %llfuzz run %s --entry rem --args 'i8 -7, i8 2' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <2 x i8> <i8 1, i8 -1>
; RUN: %llfuzz run %s --entry rem --args 'i8 7, i8 -2' | FileCheck %s --check-prefix=CHECK21
; CHECK21: <2 x i8> <i8 7, i8 1>
; RUN: %llfuzz run %s --entry rem --args 'i8 -128, i8 3' | FileCheck %s --check-prefix=CHECK22
; CHECK22: <2 x i8> <i8 2, i8 -2>
; RUN: %llfuzz run %s --entry div128 --args 'i128 -170141183460469231731687303715884105728, i128 2' | FileCheck %s --check-prefix=CHECK23
; CHECK23: <4 x i128> <i128 85070591730234615865843651857942052864, i128 -85070591730234615865843651857942052864, i128 0, i128 0>
; RUN: %llfuzz run %s --entry div128 --args 'i128 -17, i128 5' | FileCheck %s --check-prefix=CHECK24
; CHECK24: <4 x i128> <i128 68056473384187692692674921486353642287, i128 -3, i128 4, i128 -2>
; urem per lane of a vector
; RUN: %llfuzz run %s --entry remv --args '<2 x i16> <i16 100, i16 -1>, <2 x i16> <i16 7, i16 256>' | FileCheck %s --check-prefix=CHECK25
; CHECK25: <2 x i16> <i16 2, i16 255>

define <4 x i8> @add(i8 %a, i8 %b) {
  %r0 = add i8 %a, %b
  %r1 = add nuw i8 %a, %b
  %r2 = add nsw i8 %a, %b
  %r3 = add nuw nsw i8 %a, %b
  %v0 = insertelement <4 x i8> poison, i8 %r0, i32 0
  %v1 = insertelement <4 x i8> %v0, i8 %r1, i32 1
  %v2 = insertelement <4 x i8> %v1, i8 %r2, i32 2
  %v3 = insertelement <4 x i8> %v2, i8 %r3, i32 3
  ret <4 x i8> %v3
}

define <4 x i8> @sub(i8 %a, i8 %b) {
  %r0 = sub i8 %a, %b
  %r1 = sub nuw i8 %a, %b
  %r2 = sub nsw i8 %a, %b
  %r3 = sub nuw nsw i8 %a, %b
  %v0 = insertelement <4 x i8> poison, i8 %r0, i32 0
  %v1 = insertelement <4 x i8> %v0, i8 %r1, i32 1
  %v2 = insertelement <4 x i8> %v1, i8 %r2, i32 2
  %v3 = insertelement <4 x i8> %v2, i8 %r3, i32 3
  ret <4 x i8> %v3
}

define <4 x i8> @mul(i8 %a, i8 %b) {
  %r0 = mul i8 %a, %b
  %r1 = mul nuw i8 %a, %b
  %r2 = mul nsw i8 %a, %b
  %r3 = mul nuw nsw i8 %a, %b
  %v0 = insertelement <4 x i8> poison, i8 %r0, i32 0
  %v1 = insertelement <4 x i8> %v0, i8 %r1, i32 1
  %v2 = insertelement <4 x i8> %v1, i8 %r2, i32 2
  %v3 = insertelement <4 x i8> %v2, i8 %r3, i32 3
  ret <4 x i8> %v3
}

define <3 x i65> @add65(i65 %a, i65 %b) {
  %r0 = add i65 %a, %b
  %r1 = add nuw i65 %a, %b
  %r2 = add nsw i65 %a, %b
  %v0 = insertelement <3 x i65> poison, i65 %r0, i32 0
  %v1 = insertelement <3 x i65> %v0, i65 %r1, i32 1
  %v2 = insertelement <3 x i65> %v1, i65 %r2, i32 2
  ret <3 x i65> %v2
}

define <2 x i32> @addv(<2 x i32> %a, <2 x i32> %b) {
  %r = add nsw <2 x i32> %a, %b
  ret <2 x i32> %r
}

define <3 x i129> @mul129(i129 %a, i129 %b) {
  %r0 = mul i129 %a, %b
  %r1 = mul nuw i129 %a, %b
  %r2 = mul nsw i129 %a, %b
  %v0 = insertelement <3 x i129> poison, i129 %r0, i32 0
  %v1 = insertelement <3 x i129> %v0, i129 %r1, i32 1
  %v2 = insertelement <3 x i129> %v1, i129 %r2, i32 2
  ret <3 x i129> %v2
}

define <4 x i8> @div(i8 %a, i8 %b) {
  %r0 = udiv i8 %a, %b
  %r1 = udiv exact i8 %a, %b
  %r2 = sdiv i8 %a, %b
  %r3 = sdiv exact i8 %a, %b
  %v0 = insertelement <4 x i8> poison, i8 %r0, i32 0
  %v1 = insertelement <4 x i8> %v0, i8 %r1, i32 1
  %v2 = insertelement <4 x i8> %v1, i8 %r2, i32 2
  %v3 = insertelement <4 x i8> %v2, i8 %r3, i32 3
  ret <4 x i8> %v3
}

define <2 x i8> @rem(i8 %a, i8 %b) {
  %r0 = urem i8 %a, %b
  %r1 = srem i8 %a, %b
  %v0 = insertelement <2 x i8> poison, i8 %r0, i32 0
  %v1 = insertelement <2 x i8> %v0, i8 %r1, i32 1
  ret <2 x i8> %v1
}

define <4 x i128> @div128(i128 %a, i128 %b) {
  %r0 = udiv i128 %a, %b
  %r1 = sdiv i128 %a, %b
  %r2 = urem i128 %a, %b
  %r3 = srem i128 %a, %b
  %v0 = insertelement <4 x i128> poison, i128 %r0, i32 0
  %v1 = insertelement <4 x i128> %v0, i128 %r1, i32 1
  %v2 = insertelement <4 x i128> %v1, i128 %r2, i32 2
  %v3 = insertelement <4 x i128> %v2, i128 %r3, i32 3
  ret <4 x i128> %v3
}

define <2 x i16> @remv(<2 x i16> %a, <2 x i16> %b) {
  %r = urem <2 x i16> %a, %b
  ret <2 x i16> %r
}
