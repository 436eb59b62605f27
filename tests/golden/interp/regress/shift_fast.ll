; Shifts take handlers of their own in the dispatch loop when they carry no
; flag: the amount in a register or constant.  They agree with the general
; path (LangRef "'shl' Instruction", "'lshr' Instruction", "'ashr'
; Instruction"): an amount of the width or more is poison, whether variable
; or constant (-1 as i8 is 255); ashr copies the sign bit of widths that
; are not a byte multiple; undef and poison operands go to the general
; path, which keeps the known bits of a shifted undef.
;
; RUN: %llfuzz run %s --entry var8 --args 'i8 -128, i8 7' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <3 x i8> <i8 0, i8 1, i8 -1>
; RUN: %llfuzz run %s --entry var8 --args 'i8 -76, i8 2' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <3 x i8> <i8 -48, i8 45, i8 -19>
; RUN: %llfuzz run %s --entry var8 --args 'i8 -76, i8 8' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <3 x i8> <i8 poison, i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry var8 --args 'i8 -76, i8 -1' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <3 x i8> <i8 poison, i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry var8 --args 'i8 undef, i8 4' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <3 x i8> <i8 0b????0000, i8 0b0000????, i8 undef>
; RUN: %llfuzz run %s --entry var8 --args 'i8 poison, i8 1' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <3 x i8> <i8 poison, i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry var8 --args 'i8 5, i8 undef' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <3 x i8> <i8 poison, i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry const32 --args 'i32 -2147483647' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <6 x i32> <i32 -2147483648, i32 1, i32 -1, i32 -2147483647, i32 1073741824, i32 -67108864>
; RUN: %llfuzz run %s --entry const32 --args 'i32 1234567890' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <6 x i32> <i32 0, i32 0, i32 0, i32 1234567890, i32 617283945, i32 38580246>
; RUN: %llfuzz run %s --entry const32 --args 'i32 undef' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <6 x i32> <i32 0b?0000000000000000000000000000000, i32 0b0000000000000000000000000000000?, i32 undef, i32 undef, i32 0b0???????????????????????????????, i32 undef>
; RUN: %llfuzz run %s --entry const64 --args 'i64 -9223372036854775807' | FileCheck %s --check-prefix=CHECK11
; CHECK11: <3 x i64> <i64 -9223372036854775808, i64 1, i64 -1>
; RUN: %llfuzz run %s --entry const64 --args 'i64 2' | FileCheck %s --check-prefix=CHECK12
; CHECK12: <3 x i64> <i64 0, i64 0, i64 0>
; RUN: %llfuzz run %s --entry odd13 --args 'i13 -4096' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <3 x i13> <i13 -512, i13 1, i13 0>
; RUN: %llfuzz run %s --entry odd13 --args 'i13 4095' | FileCheck %s --check-prefix=CHECK14
; CHECK14: <3 x i13> <i13 511, i13 0, i13 -4096>
; RUN: %llfuzz run %s --entry too_far --args 'i8 1' | FileCheck %s --check-prefix=CHECK15
; CHECK15: <3 x i8> <i8 poison, i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry bool --args 'i1 true, i1 false' | FileCheck %s --check-prefix=CHECK16
; CHECK16: i1 false
; RUN: %llfuzz run %s --entry bool --args 'i1 true, i1 true' | FileCheck %s --check-prefix=CHECK17
; CHECK17: i1 poison

define <3 x i8> @var8(i8 %x, i8 %y) {
  %a = shl i8 %x, %y
  %b = lshr i8 %x, %y
  %c = ashr i8 %x, %y
  %v0 = insertelement <3 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <3 x i8> %v0, i8 %b, i32 1
  %v2 = insertelement <3 x i8> %v1, i8 %c, i32 2
  ret <3 x i8> %v2
}

define <6 x i32> @const32(i32 %x) {
  %a = shl i32 %x, 31
  %b = lshr i32 %x, 31
  %c = ashr i32 %x, 31
  %d = shl i32 %x, 0
  %e = lshr i32 %x, 1
  %f = ashr i32 %x, 5
  %v0 = insertelement <6 x i32> poison, i32 %a, i32 0
  %v1 = insertelement <6 x i32> %v0, i32 %b, i32 1
  %v2 = insertelement <6 x i32> %v1, i32 %c, i32 2
  %v3 = insertelement <6 x i32> %v2, i32 %d, i32 3
  %v4 = insertelement <6 x i32> %v3, i32 %e, i32 4
  %v5 = insertelement <6 x i32> %v4, i32 %f, i32 5
  ret <6 x i32> %v5
}

define <3 x i64> @const64(i64 %x) {
  %a = shl i64 %x, 63
  %b = lshr i64 %x, 63
  %c = ashr i64 %x, 63
  %v0 = insertelement <3 x i64> poison, i64 %a, i32 0
  %v1 = insertelement <3 x i64> %v0, i64 %b, i32 1
  %v2 = insertelement <3 x i64> %v1, i64 %c, i32 2
  ret <3 x i64> %v2
}

define <3 x i13> @odd13(i13 %x) {
  %a = ashr i13 %x, 3
  %b = lshr i13 %x, 12
  %c = shl i13 %x, 12
  %v0 = insertelement <3 x i13> poison, i13 %a, i32 0
  %v1 = insertelement <3 x i13> %v0, i13 %b, i32 1
  %v2 = insertelement <3 x i13> %v1, i13 %c, i32 2
  ret <3 x i13> %v2
}

define <3 x i8> @too_far(i8 %x) {
  %a = shl i8 %x, 8
  %b = lshr i8 %x, 9
  %c = ashr i8 %x, -1
  %v0 = insertelement <3 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <3 x i8> %v0, i8 %b, i32 1
  %v2 = insertelement <3 x i8> %v1, i8 %c, i32 2
  ret <3 x i8> %v2
}

define i1 @bool(i1 %x, i1 %y) {
  %a = lshr i1 %x, 0
  %b = shl i1 %x, %y
  %c = xor i1 %a, %b
  ret i1 %c
}
