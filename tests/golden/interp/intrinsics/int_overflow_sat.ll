; LangRef "Arithmetic with Overflow Intrinsics", "Saturation Arithmetic
; Intrinsics": the wrapped result and the overflow bit; clamping; scalars,
; vectors, i128/i200, poison and unknown bits (the overflow bit is known
; when every choice agrees).
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry sadd --args 'i32 2147483647, i32 1' | FileCheck %s --check-prefix=CHECK1
; CHECK1: { i32, i1 } { i32 -2147483648, i1 true }
; RUN: %llfuzz run %s --entry sadd --args 'i32 -5, i32 3' | FileCheck %s --check-prefix=CHECK2
; CHECK2: { i32, i1 } { i32 -2, i1 false }
; RUN: %llfuzz run %s --entry uadd --args 'i32 -1, i32 1' | FileCheck %s --check-prefix=CHECK3
; CHECK3: { i32, i1 } { i32 0, i1 true }
; RUN: %llfuzz run %s --entry ssub --args 'i32 -2147483648, i32 1' | FileCheck %s --check-prefix=CHECK4
; CHECK4: { i32, i1 } { i32 2147483647, i1 true }
; RUN: %llfuzz run %s --entry usub --args 'i32 1, i32 2' | FileCheck %s --check-prefix=CHECK5
; CHECK5: { i32, i1 } { i32 -1, i1 true }
; RUN: %llfuzz run %s --entry smul --args 'i32 65536, i32 32768' | FileCheck %s --check-prefix=CHECK6
; CHECK6: { i32, i1 } { i32 -2147483648, i1 true }
; RUN: %llfuzz run %s --entry smul --args 'i32 -65536, i32 32768' | FileCheck %s --check-prefix=CHECK7
; CHECK7: { i32, i1 } { i32 -2147483648, i1 false }
; RUN: %llfuzz run %s --entry umul --args 'i32 65536, i32 65536' | FileCheck %s --check-prefix=CHECK8
; CHECK8: { i32, i1 } { i32 0, i1 true }
; RUN: %llfuzz run %s --entry umul --args 'i32 poison, i32 0' | FileCheck %s --check-prefix=CHECK9
; CHECK9: { i32, i1 } { i32 poison, i1 poison }
; RUN: %llfuzz run %s --entry smul64 --args 'i64 -9223372036854775808, i64 -1' | FileCheck %s --check-prefix=CHECK10
; CHECK10: { i64, i1 } { i64 -9223372036854775808, i1 true }
; RUN: %llfuzz run %s --entry umul128 --args 'i128 18446744073709551616, i128 18446744073709551616' | FileCheck %s --check-prefix=CHECK11
; CHECK11: { i128, i1 } { i128 0, i1 true }
; RUN: %llfuzz run %s --entry umul128 --args 'i128 18446744073709551616, i128 18446744073709551615' | FileCheck %s --check-prefix=CHECK12
; CHECK12: { i128, i1 } { i128 -18446744073709551616, i1 false }
; RUN: %llfuzz run %s --entry sadd200 --args 'i200 803469022129495137770981046170581301261101496891396417650687, i200 1' | FileCheck %s --check-prefix=CHECK13
; CHECK13: { i200, i1 } { i200 -803469022129495137770981046170581301261101496891396417650688, i1 true }
; RUN: %llfuzz run %s --entry saddv --args '<2 x i8> <i8 100, i8 poison>, <2 x i8> <i8 100, i8 1>' | FileCheck %s --check-prefix=CHECK14
; CHECK14: { <2 x i8>, <2 x i1> } { <2 x i8> <i8 -56, i8 poison>, <2 x i1> <i1 true, i1 poison> }
; the overflow bit with unknown bits: (x & 15) + 100 never overflows an i8;
; (x | 128) + 128 always does (unsigned); x + 1 may
; RUN: %llfuzz run %s --entry ovf_known --args 'i8 undef' | FileCheck %s --check-prefix=CHECK15
; CHECK15: <3 x i1> <i1 false, i1 true, i1 undef>
;
; RUN: %llfuzz run %s --entry sat --args 'i4 5, i4 6' | FileCheck %s --check-prefix=CHECK16
; CHECK16: <4 x i4> <i4 7, i4 -5, i4 -1, i4 0>
; RUN: %llfuzz run %s --entry sat --args 'i4 -4, i4 -5' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <4 x i4> <i4 -8, i4 -1, i4 1, i4 1>
; RUN: %llfuzz run %s --entry sat --args 'i4 -4, i4 5' | FileCheck %s --check-prefix=CHECK18
; CHECK18: <4 x i4> <i4 1, i4 -1, i4 -8, i4 7>
; RUN: %llfuzz run %s --entry sat --args 'i4 2, i4 6' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <4 x i4> <i4 7, i4 -8, i4 -4, i4 0>
; ssub.sat(1, INT_MAX) does not saturate
; RUN: %llfuzz run %s --entry sat128 --args 'i128 170141183460469231731687303715884105727, i128 1' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <2 x i128> <i128 170141183460469231731687303715884105727, i128 -170141183460469231731687303715884105726>
; RUN: %llfuzz run %s --entry sat200 --args 'i200 -1, i200 2' | FileCheck %s --check-prefix=CHECK21
; CHECK21: <2 x i200> <i200 1, i200 -1>
; RUN: %llfuzz run %s --entry satv --args '<2 x i8> <i8 -100, i8 poison>, <2 x i8> <i8 -100, i8 0>' | FileCheck %s --check-prefix=CHECK22
; CHECK22: <2 x i8> <i8 -128, i8 poison>
; unknown bits: (x & 15) + 16 cannot saturate: the sum is in [16, 31];
; ((x & 31) | 96) + 96 always saturates to 127
; RUN: %llfuzz run %s --entry sat_known --args 'i8 undef' | FileCheck %s --check-prefix=CHECK23
; CHECK23: <2 x i8> <i8 0b0001????, i8 127>
;
; The LangRef's examples
; RUN: %llfuzz run %s --entry shlsat --args 'i4 2, i4 1' | FileCheck %s --check-prefix=CHECK24
; CHECK24: <2 x i4> <i4 4, i4 4>
; RUN: %llfuzz run %s --entry shlsat --args 'i4 2, i4 2' | FileCheck %s --check-prefix=CHECK25
; CHECK25: <2 x i4> <i4 7, i4 -8>
; RUN: %llfuzz run %s --entry shlsat --args 'i4 -5, i4 1' | FileCheck %s --check-prefix=CHECK26
; CHECK26: <2 x i4> <i4 -8, i4 -1>
; RUN: %llfuzz run %s --entry shlsat --args 'i4 -1, i4 1' | FileCheck %s --check-prefix=CHECK27
; CHECK27: <2 x i4> <i4 -2, i4 -1>
; RUN: %llfuzz run %s --entry shlsat --args 'i4 3, i4 3' | FileCheck %s --check-prefix=CHECK28
; CHECK28: <2 x i4> <i4 7, i4 -1>
; an amount >= the width is poison
; RUN: %llfuzz run %s --entry shlsat --args 'i4 1, i4 4' | FileCheck %s --check-prefix=CHECK29
; CHECK29: <2 x i4> <i4 poison, i4 poison>
; RUN: %llfuzz run %s --entry shlsat --args 'i4 0, i4 undef' | FileCheck %s --check-prefix=CHECK30
; CHECK30: <2 x i4> <i4 poison, i4 poison>
; RUN: %llfuzz run %s --entry shlsat128 --args 'i128 3, i128 126' | FileCheck %s --check-prefix=CHECK31
; CHECK31: <2 x i128> <i128 170141183460469231731687303715884105727, i128 -85070591730234615865843651857942052864>
; RUN: %llfuzz run %s --entry shlsat128 --args 'i128 -1, i128 127' | FileCheck %s --check-prefix=CHECK32
; CHECK32: <2 x i128> <i128 -170141183460469231731687303715884105728, i128 -1>

define {i32, i1} @sadd(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  ret {i32, i1} %r
}
define {i32, i1} @uadd(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  ret {i32, i1} %r
}
define {i32, i1} @ssub(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.ssub.with.overflow.i32(i32 %a, i32 %b)
  ret {i32, i1} %r
}
define {i32, i1} @usub(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  ret {i32, i1} %r
}
define {i32, i1} @smul(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  ret {i32, i1} %r
}
define {i32, i1} @umul(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  ret {i32, i1} %r
}
define {i64, i1} @smul64(i64 %a, i64 %b) {
  %r = call {i64, i1} @llvm.smul.with.overflow.i64(i64 %a, i64 %b)
  ret {i64, i1} %r
}
define {i128, i1} @umul128(i128 %a, i128 %b) {
  %r = call {i128, i1} @llvm.umul.with.overflow.i128(i128 %a, i128 %b)
  ret {i128, i1} %r
}
define {i200, i1} @sadd200(i200 %a, i200 %b) {
  %r = call {i200, i1} @llvm.sadd.with.overflow.i200(i200 %a, i200 %b)
  ret {i200, i1} %r
}
define {<2 x i8>, <2 x i1>} @saddv(<2 x i8> %a, <2 x i8> %b) {
  %r = call {<2 x i8>, <2 x i1>} @llvm.sadd.with.overflow.v2i8(<2 x i8> %a, <2 x i8> %b)
  ret {<2 x i8>, <2 x i1>} %r
}
define <3 x i1> @ovf_known(i8 %x) {
  %lo = and i8 %x, 15
  %a = call {i8, i1} @llvm.sadd.with.overflow.i8(i8 %lo, i8 100)
  %hi = or i8 %x, 128
  %b = call {i8, i1} @llvm.uadd.with.overflow.i8(i8 %hi, i8 128)
  %c = call {i8, i1} @llvm.uadd.with.overflow.i8(i8 %x, i8 1)
  %oa = extractvalue {i8, i1} %a, 1
  %ob = extractvalue {i8, i1} %b, 1
  %oc = extractvalue {i8, i1} %c, 1
  %v0 = insertelement <3 x i1> poison, i1 %oa, i32 0
  %v1 = insertelement <3 x i1> %v0, i1 %ob, i32 1
  %v2 = insertelement <3 x i1> %v1, i1 %oc, i32 2
  ret <3 x i1> %v2
}
define <4 x i4> @sat(i4 %a, i4 %b) {
  %x = call i4 @llvm.sadd.sat.i4(i4 %a, i4 %b)
  %y = call i4 @llvm.uadd.sat.i4(i4 %a, i4 %b)
  %z = call i4 @llvm.ssub.sat.i4(i4 %a, i4 %b)
  %w = call i4 @llvm.usub.sat.i4(i4 %a, i4 %b)
  %v0 = insertelement <4 x i4> poison, i4 %x, i32 0
  %v1 = insertelement <4 x i4> %v0, i4 %y, i32 1
  %v2 = insertelement <4 x i4> %v1, i4 %z, i32 2
  %v3 = insertelement <4 x i4> %v2, i4 %w, i32 3
  ret <4 x i4> %v3
}
define <2 x i128> @sat128(i128 %a, i128 %b) {
  %x = call i128 @llvm.sadd.sat.i128(i128 %a, i128 %b)
  %y = call i128 @llvm.ssub.sat.i128(i128 %b, i128 %a)
  %v0 = insertelement <2 x i128> poison, i128 %x, i32 0
  %v1 = insertelement <2 x i128> %v0, i128 %y, i32 1
  ret <2 x i128> %v1
}
define <2 x i200> @sat200(i200 %a, i200 %b) {
  %x = call i200 @llvm.sadd.sat.i200(i200 %a, i200 %b)
  %y = call i200 @llvm.uadd.sat.i200(i200 %a, i200 %b)
  %v0 = insertelement <2 x i200> poison, i200 %x, i32 0
  %v1 = insertelement <2 x i200> %v0, i200 %y, i32 1
  ret <2 x i200> %v1
}
define <2 x i8> @satv(<2 x i8> %a, <2 x i8> %b) {
  %r = call <2 x i8> @llvm.sadd.sat.v2i8(<2 x i8> %a, <2 x i8> %b)
  ret <2 x i8> %r
}
define <2 x i8> @sat_known(i8 %x) {
  %lo = and i8 %x, 15
  %a = call i8 @llvm.uadd.sat.i8(i8 %lo, i8 16)
  %m = and i8 %x, 31
  %hi = or i8 %m, 96
  %b = call i8 @llvm.sadd.sat.i8(i8 %hi, i8 96)
  %v0 = insertelement <2 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <2 x i8> %v0, i8 %b, i32 1
  ret <2 x i8> %v1
}
define <2 x i4> @shlsat(i4 %a, i4 %b) {
  %x = call i4 @llvm.sshl.sat.i4(i4 %a, i4 %b)
  %y = call i4 @llvm.ushl.sat.i4(i4 %a, i4 %b)
  %v0 = insertelement <2 x i4> poison, i4 %x, i32 0
  %v1 = insertelement <2 x i4> %v0, i4 %y, i32 1
  ret <2 x i4> %v1
}
define <2 x i128> @shlsat128(i128 %a, i128 %b) {
  %x = call i128 @llvm.sshl.sat.i128(i128 %a, i128 %b)
  %y = call i128 @llvm.ushl.sat.i128(i128 %a, i128 %b)
  %v0 = insertelement <2 x i128> poison, i128 %x, i32 0
  %v1 = insertelement <2 x i128> %v0, i128 %y, i32 1
  ret <2 x i128> %v1
}

declare {i32, i1} @llvm.sadd.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.ssub.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.usub.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.smul.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.umul.with.overflow.i32(i32, i32)
declare {i64, i1} @llvm.smul.with.overflow.i64(i64, i64)
declare {i128, i1} @llvm.umul.with.overflow.i128(i128, i128)
declare {i200, i1} @llvm.sadd.with.overflow.i200(i200, i200)
declare {<2 x i8>, <2 x i1>} @llvm.sadd.with.overflow.v2i8(<2 x i8>, <2 x i8>)
declare {i8, i1} @llvm.sadd.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.uadd.with.overflow.i8(i8, i8)
declare i4 @llvm.sadd.sat.i4(i4, i4)
declare i4 @llvm.uadd.sat.i4(i4, i4)
declare i4 @llvm.ssub.sat.i4(i4, i4)
declare i4 @llvm.usub.sat.i4(i4, i4)
declare i128 @llvm.sadd.sat.i128(i128, i128)
declare i128 @llvm.ssub.sat.i128(i128, i128)
declare i200 @llvm.sadd.sat.i200(i200, i200)
declare i200 @llvm.uadd.sat.i200(i200, i200)
declare <2 x i8> @llvm.sadd.sat.v2i8(<2 x i8>, <2 x i8>)
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i4 @llvm.sshl.sat.i4(i4, i4)
declare i4 @llvm.ushl.sat.i4(i4, i4)
declare i128 @llvm.sshl.sat.i128(i128, i128)
declare i128 @llvm.ushl.sat.i128(i128, i128)
