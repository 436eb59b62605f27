; LangRef "Fixed Point Arithmetic Intrinsics": the scaled product or
; quotient, rounded up or down (which one is the target's choice, so an
; inexact result is either: the bits the two disagree on are
; fixed-unknown, shown as *); out of range: UB for the plain forms,
; clamped for .sat; a zero divisor is UB.
;
; The LangRef's examples
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry smul --args 'i4 3, i4 2, i4 3, i4 -2' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <3 x i4> <i4 6, i4 3, i4 -3>
; -2.25 is -2.5 (-5) or -2 (-4)
; RUN: %llfuzz run %s --entry smul1 --args 'i4 3, i4 -3' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i4 0b1***
; ZERO picks the first choice (rounding down)
; RUN: %llfuzz run %s --entry smul1 --args 'i4 3, i4 -3' --undef=zero | FileCheck %s --check-prefix=CHECK3
; CHECK3: i4 -5
; RUN: %llfuzz run %s --entry umul --args 'i4 3, i4 2' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <2 x i4> <i4 6, i4 3>
; 3.75 is 3.5 (7 = 0b0111) or 4 (8 = 0b1000): every bit may differ
; RUN: %llfuzz run %s --entry umul --args 'i4 15, i4 1' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <2 x i4> <i4 -1, i4 unknown>
; RUN: %llfuzz run %s --entry smulsat --args 'i4 7, i4 2, i4 0' | FileCheck %s --check-prefix=CHECK6
; CHECK6: i4 7
; RUN: %llfuzz run %s --entry smulsat --args 'i4 7, i4 4, i4 2' | FileCheck %s --check-prefix=CHECK7
; CHECK7: i4 7
; RUN: %llfuzz run %s --entry smulsat --args 'i4 -8, i4 5, i4 2' | FileCheck %s --check-prefix=CHECK8
; CHECK8: i4 -8
; RUN: %llfuzz run %s --entry smulsat --args 'i4 -8, i4 -2, i4 1' | FileCheck %s --check-prefix=CHECK9
; CHECK9: i4 7
; RUN: %llfuzz run %s --entry smulsat --args 'i4 2, i4 4, i4 1' | FileCheck %s --check-prefix=CHECK10
; CHECK10: i4 4
; RUN: %llfuzz run %s --entry umulsat --args 'i4 8, i4 8' | FileCheck %s --check-prefix=CHECK11
; CHECK11: i4 -1
; 2.25 is 2 (4) or 2.5 (5)
; RUN: %llfuzz run %s --entry umulsat --args 'i4 3, i4 3' | FileCheck %s --check-prefix=CHECK12
; CHECK12: i4 0b010*
; RUN: %llfuzz run %s --entry sdiv --args 'i4 6, i4 2, i4 3, i4 -2' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <2 x i4> <i4 3, i4 -3>
; 0.75 is 0.5 (1) or 1 (2)
; RUN: %llfuzz run %s --entry sdiv1 --args 'i4 3, i4 4' | FileCheck %s --check-prefix=CHECK14
; CHECK14: i4 0b00**
; RUN: %llfuzz run %s --entry udiv4 --args 'i4 1, i4 -8' | FileCheck %s --check-prefix=CHECK15
; CHECK15: i4 2
; RUN: %llfuzz run %s --entry sdivsat --args 'i4 -8, i4 -1, i32 0' | FileCheck %s --check-prefix=CHECK16
; CHECK16: i4 7
; RUN: %llfuzz run %s --entry sdivsat2 --args 'i4 4, i4 2' | FileCheck %s --check-prefix=CHECK17
; CHECK17: i4 7
; RUN: %llfuzz run %s --entry sdivsat2 --args 'i4 -4, i4 1' | FileCheck %s --check-prefix=CHECK18
; CHECK18: i4 -8
; RUN: %llfuzz run %s --entry udivsat --args 'i4 8, i4 2' | FileCheck %s --check-prefix=CHECK19
; CHECK19: i4 -1
;
; UB: the plain forms out of range, division by zero / undef
; RUN: %exit 3 %llfuzz run %s --entry smul1 --args 'i4 7, i4 7' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR20
; STDERR20: UB: fixed-point result out of range
; RUN: %exit 3 %llfuzz run %s --entry sdiv1 --args 'i4 1, i4 0' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR21
; STDERR21: UB: division by zero
; RUN: %exit 3 %llfuzz run %s --entry sdivsat2 --args 'i4 1, i4 0' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR22
; STDERR22: UB: division by zero
; RUN: %exit 3 %llfuzz run %s --entry sdiv1 --args 'i4 1, i4 undef' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR23
; STDERR23: UB: undef or poison divisor
; RUN: %exit 3 %llfuzz run %s --entry sdiv1 --args 'i4 1, i4 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR24
; STDERR24: UB: undef or poison divisor
; a poison dividend: poison when every value it may take gives a result in
; range, else UB (LangRef "Poison Values": UB if the operand has any values
; that trigger UB): poison * 2 / 2 always fits in i4, poison * 2 / 1 not
; RUN: %llfuzz run %s --entry sdiv1 --args 'i4 poison, i4 2' | FileCheck %s --check-prefix=CHECK25
; CHECK25: i4 poison
; RUN: %exit 3 %llfuzz run %s --entry sdiv1 --args 'i4 poison, i4 1' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR26
; STDERR26: UB: fixed-point result out of range
;
; wide: 2^64 * 2^64 with scale 64 is 2^64; -2^64 / 3 rounds to
; -6148914691236517206 or -6148914691236517205; vectors
; RUN: %llfuzz run %s --entry umul128 --args 'i128 18446744073709551616, i128 18446744073709551616' | FileCheck %s --check-prefix=CHECK27
; CHECK27: i128 18446744073709551616
; RUN: %llfuzz run %s --entry sdiv200 --args 'i200 -1, i200 3' | FileCheck %s --check-prefix=CHECK28
; CHECK28: i200 0b1111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111101010101010101010101010101010101010101010101010101010101010101*
; RUN: %llfuzz run %s --entry smulv --args '<2 x i8> <i8 64, i8 poison>, <2 x i8> <i8 -128, i8 1>' | FileCheck %s --check-prefix=CHECK29
; CHECK29: <2 x i8> <i8 -64, i8 poison>

define <3 x i4> @smul(i4 %a, i4 %b, i4 %c, i4 %d) {
  %x = call i4 @llvm.smul.fix.i4(i4 %a, i4 %b, i32 0)
  %y = call i4 @llvm.smul.fix.i4(i4 %a, i4 %b, i32 1)
  %z = call i4 @llvm.smul.fix.i4(i4 %c, i4 %d, i32 1)
  %v0 = insertelement <3 x i4> poison, i4 %x, i32 0
  %v1 = insertelement <3 x i4> %v0, i4 %y, i32 1
  %v2 = insertelement <3 x i4> %v1, i4 %z, i32 2
  ret <3 x i4> %v2
}
define i4 @smul1(i4 %a, i4 %b) {
  %r = call i4 @llvm.smul.fix.i4(i4 %a, i4 %b, i32 1)
  ret i4 %r
}
define <2 x i4> @umul(i4 %a, i4 %b) {
  %x = call i4 @llvm.umul.fix.i4(i4 %a, i4 %b, i32 0)
  %y = call i4 @llvm.umul.fix.i4(i4 %a, i4 %b, i32 1)
  %v0 = insertelement <2 x i4> poison, i4 %x, i32 0
  %v1 = insertelement <2 x i4> %v0, i4 %y, i32 1
  ret <2 x i4> %v1
}
define i4 @smulsat(i4 %a, i4 %b, i4 %s) {
  switch i4 %s, label %s0 [ i4 1, label %s1
                            i4 2, label %s2 ]
s0:
  %r0 = call i4 @llvm.smul.fix.sat.i4(i4 %a, i4 %b, i32 0)
  ret i4 %r0
s1:
  %r1 = call i4 @llvm.smul.fix.sat.i4(i4 %a, i4 %b, i32 1)
  ret i4 %r1
s2:
  %r2 = call i4 @llvm.smul.fix.sat.i4(i4 %a, i4 %b, i32 2)
  ret i4 %r2
}
define i4 @umulsat(i4 %a, i4 %b) {
  %r = call i4 @llvm.umul.fix.sat.i4(i4 %a, i4 %b, i32 1)
  ret i4 %r
}
define <2 x i4> @sdiv(i4 %a, i4 %b, i4 %c, i4 %d) {
  %x = call i4 @llvm.sdiv.fix.i4(i4 %a, i4 %b, i32 0)
  %y = call i4 @llvm.sdiv.fix.i4(i4 %c, i4 %d, i32 1)
  %v0 = insertelement <2 x i4> poison, i4 %x, i32 0
  %v1 = insertelement <2 x i4> %v0, i4 %y, i32 1
  ret <2 x i4> %v1
}
define i4 @sdiv1(i4 %a, i4 %b) {
  %r = call i4 @llvm.sdiv.fix.i4(i4 %a, i4 %b, i32 1)
  ret i4 %r
}
define i4 @udiv4(i4 %a, i4 %b) {
  %r = call i4 @llvm.udiv.fix.i4(i4 %a, i4 %b, i32 4)
  ret i4 %r
}
define i4 @sdivsat(i4 %a, i4 %b, i32 %unused) {
  %r = call i4 @llvm.sdiv.fix.sat.i4(i4 %a, i4 %b, i32 0)
  ret i4 %r
}
define i4 @sdivsat2(i4 %a, i4 %b) {
  %r = call i4 @llvm.sdiv.fix.sat.i4(i4 %a, i4 %b, i32 2)
  ret i4 %r
}
define i4 @udivsat(i4 %a, i4 %b) {
  %r = call i4 @llvm.udiv.fix.sat.i4(i4 %a, i4 %b, i32 2)
  ret i4 %r
}
define i128 @umul128(i128 %a, i128 %b) {
  %r = call i128 @llvm.umul.fix.i128(i128 %a, i128 %b, i32 64)
  ret i128 %r
}
define i200 @sdiv200(i200 %a, i200 %b) {
  %r = call i200 @llvm.sdiv.fix.i200(i200 %a, i200 %b, i32 64)
  ret i200 %r
}
define <2 x i8> @smulv(<2 x i8> %a, <2 x i8> %b) {
  %r = call <2 x i8> @llvm.smul.fix.v2i8(<2 x i8> %a, <2 x i8> %b, i32 7)
  ret <2 x i8> %r
}

declare i4 @llvm.smul.fix.i4(i4, i4, i32)
declare i4 @llvm.umul.fix.i4(i4, i4, i32)
declare i4 @llvm.smul.fix.sat.i4(i4, i4, i32)
declare i4 @llvm.umul.fix.sat.i4(i4, i4, i32)
declare i4 @llvm.sdiv.fix.i4(i4, i4, i32)
declare i4 @llvm.udiv.fix.i4(i4, i4, i32)
declare i4 @llvm.sdiv.fix.sat.i4(i4, i4, i32)
declare i4 @llvm.udiv.fix.sat.i4(i4, i4, i32)
declare i128 @llvm.umul.fix.i128(i128, i128, i32)
declare i200 @llvm.sdiv.fix.i200(i200, i200, i32)
declare <2 x i8> @llvm.smul.fix.v2i8(<2 x i8>, <2 x i8>, i32)
