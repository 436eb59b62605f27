; LangRef "'fneg' Instruction" and the fp binary operations fadd, fsub,
; fmul, fdiv, frem (IEEE 754, round to nearest even; frem is fmod: exact,
; the sign of the dividend); NaN results have an unknown sign and payload
; ("Behavior of Floating-Point NaN values"); fneg only flips the sign bit,
; of a NaN too; the fast-math flags nnan/ninf turn NaN/inf operands or
; results into poison, nsz leaves the sign of a zero result unknown.
;
; <fadd, fsub, fmul, fdiv, frem>
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry ops --args 'double 0.1, double 0.2' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <5 x double> <double 0.30000000000000004, double -0.1, double 0.020000000000000004, double 0.5, double 0.1>
; RUN: %llfuzz run %s --entry ops --args 'double 5.5, double -2.0' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <5 x double> <double 3.5, double 7.5, double -11.0, double -2.75, double 1.5>
; RUN: %llfuzz run %s --entry ops --args 'double -7.25, double 2.0' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <5 x double> <double -5.25, double -9.25, double -14.5, double -3.625, double -1.25>
; frem is exact even far from 1: 10^300 mod 7 = 1
; RUN: %llfuzz run %s --entry ops --args 'double 1.0e300, double 7.0' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <5 x double> <double 1.0e+300, double 1.0e+300, double 7.0e+300, double 1.4285714285714286e+299, double 1.0>
; zeros: -0 + 0 = +0, -0 - 0 = -0, 0/0 and 0 rem 0 are NaN
; RUN: %llfuzz run %s --entry ops --args 'double -0.0, double 0.0' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <5 x double> <double 0.0, double -0.0, double -0.0, double nan(unknown), double nan(unknown)>
; infinities
; RUN: %llfuzz run %s --entry ops --args 'double 0x7FF0000000000000, double 0x7FF0000000000000' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <5 x double> <double inf, double nan(unknown), double inf, double nan(unknown), double nan(unknown)>
; RUN: %llfuzz run %s --entry ops --args 'double -1.0, double 0.0' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <5 x double> <double -1.0, double -1.0, double -0.0, double -inf, double nan(unknown)>
; x rem inf = x
; RUN: %llfuzz run %s --entry ops --args 'double -3.0, double 0xFFF0000000000000' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <5 x double> <double -inf, double inf, double inf, double 0.0, double -3.0>
; overflow to infinity; a denormal operand (python: 1e308 * 1e-308, fmod)
; RUN: %llfuzz run %s --entry ops --args 'double 1.0e308, double 1.0e-308' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <5 x double> <double 1.0e+308, double 1.0e+308, double 0.9999999999999999, double inf, double 3.498445546245627e-309>
; a NaN operand gives a NaN
; RUN: %llfuzz run %s --entry ops --args 'double 0x7FF8000000000000, double 1.0' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <5 x double> <double nan(unknown), double nan(unknown), double nan(unknown), double nan(unknown), double nan(unknown)>
; a signaling NaN operand may come back unchanged ("fmul SNaN, 1.0 may be
; simplified to SNaN"): the quiet bit of the result is not known; after a
; quiet NaN it is set.  <result, its quiet bit>
; RUN: %llfuzz run %s --entry snan --args 'double 0x7FF0000000000001' | FileCheck %s --check-prefix=CHECK11
; CHECK11: { double unknown, i64 0b000000000000*000000000000000000000000000000000000000000000000000 }
; RUN: %llfuzz run %s --entry snan --args 'double 0x7FF8000000000001' | FileCheck %s --check-prefix=CHECK12
; CHECK12: { double nan(unknown), i64 2251799813685248 }
; RUN: %llfuzz run %s --entry ops --args 'double poison, double 1.0' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <5 x double> <double poison, double poison, double poison, double poison, double poison>
;
; float: 0.1f + 0.2f = 0x3E99999A, 0.1f - 0.2f = 0xBDCCCCCD, 0.1f * 0.2f =
; 0x3CA3D70B, 0.1f / 0.2f = 0x3F000000 (as i32 bit patterns)
; RUN: %llfuzz run %s --entry opsf --args 'float 0x3FB99999A0000000, float 0x3FC99999A0000000' | FileCheck %s --check-prefix=CHECK14
; CHECK14: <4 x i32> <i32 1050253722, i32 -1110651699, i32 1017370379, i32 1056964608>
;
; fneg: <fneg as double, its bits>; a NaN keeps its payload, a signaling
; one stays signaling
; RUN: %llfuzz run %s --entry neg --args 'double 0.0' | FileCheck %s --check-prefix=CHECK15
; CHECK15: { double -0.0, i64 -9223372036854775808 }
; RUN: %llfuzz run %s --entry neg --args 'double -2.5' | FileCheck %s --check-prefix=CHECK16
; CHECK16: { double 2.5, i64 4612811918334230528 }
; RUN: %llfuzz run %s --entry neg --args 'double 0x7FF0000000000001' | FileCheck %s --check-prefix=CHECK17
; CHECK17: { double -nan(0xFFF0000000000001), i64 -4503599627370495 }
; RUN: %llfuzz run %s --entry neg --args 'double 0xFFF8000000000000' | FileCheck %s --check-prefix=CHECK18
; CHECK18: { double nan(0x7FF8000000000000), i64 9221120237041090560 }
; RUN: %llfuzz run %s --entry negv --args '<2 x half> <half 1.0, half poison>' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <2 x half> <half -1.0, half poison>
;
; fast-math flags: <nnan fadd, ninf fadd, nsz fsub, fneg nnan>
; RUN: %llfuzz run %s --entry fmf --args 'double 1.0, double 2.0' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <4 x double> <double 3.0, double 3.0, double -1.0, double -1.0>
; RUN: %llfuzz run %s --entry fmf --args 'double 0x7FF8000000000000, double 2.0' | FileCheck %s --check-prefix=CHECK21
; CHECK21: <4 x double> <double poison, double nan(unknown), double nan(unknown), double poison>
; RUN: %llfuzz run %s --entry fmf --args 'double 0x7FF0000000000000, double 2.0' | FileCheck %s --check-prefix=CHECK22
; CHECK22: <4 x double> <double inf, double poison, double inf, double -inf>
; an infinite result from finite operands is poison under ninf too
; RUN: %llfuzz run %s --entry fmf --args 'double 1.0e308, double 1.0e308' | FileCheck %s --check-prefix=CHECK23
; CHECK23: <4 x double> <double inf, double poison, double unknown, double -1.0e+308>
; nsz: the sign of a zero result is not known
; RUN: %llfuzz run %s --entry fmf --args 'double 2.0, double 2.0' | FileCheck %s --check-prefix=CHECK24
; CHECK24: <4 x double> <double 4.0, double 4.0, double unknown, double -2.0>

define <5 x double> @ops(double %a, double %b) {
  %r0 = fadd double %a, %b
  %r1 = fsub double %a, %b
  %r2 = fmul double %a, %b
  %r3 = fdiv double %a, %b
  %r4 = frem double %a, %b
  %v0 = insertelement <5 x double> poison, double %r0, i32 0
  %v1 = insertelement <5 x double> %v0, double %r1, i32 1
  %v2 = insertelement <5 x double> %v1, double %r2, i32 2
  %v3 = insertelement <5 x double> %v2, double %r3, i32 3
  %v4 = insertelement <5 x double> %v3, double %r4, i32 4
  ret <5 x double> %v4
}

define { double, i64 } @snan(double %a) {
  %r = fmul double %a, 1.0
  %i = bitcast double %r to i64
  %q = and i64 %i, 2251799813685248
  %s0 = insertvalue { double, i64 } poison, double %r, 0
  %s1 = insertvalue { double, i64 } %s0, i64 %q, 1
  ret { double, i64 } %s1
}

define <4 x i32> @opsf(float %a, float %b) {
  %r0 = fadd float %a, %b
  %r1 = fsub float %a, %b
  %r2 = fmul float %a, %b
  %r3 = fdiv float %a, %b
  %v0 = insertelement <4 x float> poison, float %r0, i32 0
  %v1 = insertelement <4 x float> %v0, float %r1, i32 1
  %v2 = insertelement <4 x float> %v1, float %r2, i32 2
  %v3 = insertelement <4 x float> %v2, float %r3, i32 3
  %i = bitcast <4 x float> %v3 to <4 x i32>
  ret <4 x i32> %i
}

define { double, i64 } @neg(double %a) {
  %n = fneg double %a
  %i = bitcast double %n to i64
  %s0 = insertvalue { double, i64 } poison, double %n, 0
  %s1 = insertvalue { double, i64 } %s0, i64 %i, 1
  ret { double, i64 } %s1
}

define <2 x half> @negv(<2 x half> %a) {
  %n = fneg <2 x half> %a
  ret <2 x half> %n
}

define <4 x double> @fmf(double %a, double %b) {
  %r0 = fadd nnan double %a, %b
  %r1 = fadd ninf double %a, %b
  %r2 = fsub nsz double %a, %b
  %r3 = fneg nnan double %a
  %v0 = insertelement <4 x double> poison, double %r0, i32 0
  %v1 = insertelement <4 x double> %v0, double %r1, i32 1
  %v2 = insertelement <4 x double> %v1, double %r2, i32 2
  %v3 = insertelement <4 x double> %v2, double %r3, i32 3
  ret <4 x double> %v3
}
