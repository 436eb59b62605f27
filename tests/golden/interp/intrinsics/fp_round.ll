; LangRef "'llvm.floor.*'" .. "'llvm.roundeven.*'" (exact, in the default
; environment: rint and nearbyint round to nearest even) and
; "'llvm.lround.*'" .. "'llvm.llrint.*'" (a result that does not fit --
; NaN and infinities too -- is an arbitrary value: freeze poison).
;
; <floor ceil trunc rint nearbyint round roundeven>
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry all7 --args 'double 2.5' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <7 x double> <double 2.0, double 3.0, double 2.0, double 2.0, double 2.0, double 3.0, double 2.0>
; RUN: %llfuzz run %s --entry all7 --args 'double -2.5' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <7 x double> <double -3.0, double -2.0, double -2.0, double -2.0, double -2.0, double -3.0, double -2.0>
; RUN: %llfuzz run %s --entry all7 --args 'double -0.25' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <7 x double> <double -1.0, double -0.0, double -0.0, double -0.0, double -0.0, double -0.0, double -0.0>
; RUN: %llfuzz run %s --entry all7 --args 'double 3.5' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <7 x double> <double 3.0, double 4.0, double 3.0, double 4.0, double 4.0, double 4.0, double 4.0>
; RUN: %llfuzz run %s --entry all7 --args 'double 4503599627370497.0' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <7 x double> <double 4503599627370497.0, double 4503599627370497.0, double 4503599627370497.0, double 4503599627370497.0, double 4503599627370497.0, double 4503599627370497.0, double 4503599627370497.0>
; RUN: %llfuzz run %s --entry all7 --args 'double 0xFFF0000000000000' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <7 x double> <double -inf, double -inf, double -inf, double -inf, double -inf, double -inf, double -inf>
; RUN: %llfuzz run %s --entry all7 --args 'double 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <7 x double> <double nan(unknown), double nan(unknown), double nan(unknown), double nan(unknown), double nan(unknown), double nan(unknown), double nan(unknown)>
; RUN: %llfuzz run %s --entry all7 --args 'double poison' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <7 x double> <double poison, double poison, double poison, double poison, double poison, double poison, double poison>
; other formats
; RUN: %llfuzz run %s --entry round_h --args 'half 0xH3E00' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <2 x half> <half 2.0, half 2.0>
; RUN: %llfuzz run %s --entry round_bf --args 'bfloat 0xRC020' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <2 x bfloat> <bfloat -3.0, bfloat -2.0>
; RUN: %llfuzz run %s --entry round_f --args '<2 x float> <float 0.5, float -1.5>' | FileCheck %s --check-prefix=CHECK11
; CHECK11: { <2 x float>, <2 x float> } { <2 x float> <float 1.0, float -1.0>, <2 x float> <float 0.0, float -2.0> }
; 2^63 + 1 is an integer already; 0.75 rounds to 1
; RUN: %llfuzz run %s --entry round_80 --args 'x86_fp80 0xK403E8000000000000001' | FileCheck %s --check-prefix=CHECK12
; CHECK12: <2 x x86_fp80> <x86_fp80 9223372036854775809.0, x86_fp80 9223372036854775809.0>
; RUN: %llfuzz run %s --entry round_80 --args 'x86_fp80 0xK3FFEC000000000000000' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 1.0>
; RUN: %llfuzz run %s --entry round_128 --args 'fp128 0xL00000000000000013FFF000000000000' | FileCheck %s --check-prefix=CHECK14
; CHECK14: <2 x fp128> <fp128 2.0, fp128 1.0>
;
; <lround llround lrint llrint>
; RUN: %llfuzz run %s --entry toint --args 'double 2.5' | FileCheck %s --check-prefix=CHECK15
; CHECK15: <4 x i64> <i64 3, i64 3, i64 2, i64 2>
; RUN: %llfuzz run %s --entry toint --args 'double -2.5' | FileCheck %s --check-prefix=CHECK16
; CHECK16: <4 x i64> <i64 -3, i64 -3, i64 -2, i64 -2>
; RUN: %llfuzz run %s --entry toint --args 'double 1.0e19' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <4 x i64> <i64 unknown, i64 unknown, i64 unknown, i64 unknown>
; RUN: %llfuzz run %s --entry toint --args 'double 1.0e19' --undef=zero | FileCheck %s --check-prefix=CHECK18
; CHECK18: <4 x i64> <i64 0, i64 0, i64 0, i64 0>
; RUN: %llfuzz run %s --entry toint --args 'double 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <4 x i64> <i64 unknown, i64 unknown, i64 unknown, i64 unknown>
; RUN: %llfuzz run %s --entry toint --args 'double -9223372036854775808.0' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <4 x i64> <i64 -9223372036854775808, i64 -9223372036854775808, i64 -9223372036854775808, i64 -9223372036854775808>
; RUN: %llfuzz run %s --entry lround_i8 --args 'float 127.5' | FileCheck %s --check-prefix=CHECK21
; CHECK21: i8 unknown
; RUN: %llfuzz run %s --entry lround_i8 --args 'float -128.25' | FileCheck %s --check-prefix=CHECK22
; CHECK22: i8 -128
; RUN: %llfuzz run %s --entry lrint_v --args '<2 x half> <half 0xH3E00, half poison>' | FileCheck %s --check-prefix=CHECK23
; CHECK23: <2 x i32> <i32 2, i32 poison>
; -2^127 fits an i128; 2^255 does not (LLVM 22's x86 backend calls a libm
; llrint returning 64 bits: 0x8000000000000000 zero-extended)
; RUN: %llfuzz run %s --entry llrint_128 --args 'fp128 0xL0000000000000000C07E000000000000' | FileCheck %s --check-prefix=CHECK24
; CHECK24: i128 -170141183460469231731687303715884105728
; -(2^63 - 0.5) rounds away from zero to -2^63
; RUN: %llfuzz run %s --entry lround_80 --args 'x86_fp80 0xKC03DFFFFFFFFFFFFFFFF' | FileCheck %s --check-prefix=CHECK25
; CHECK25: i64 -9223372036854775808

define <7 x double> @all7(double %x) {
  %a = call double @llvm.floor.f64(double %x)
  %b = call double @llvm.ceil.f64(double %x)
  %c = call double @llvm.trunc.f64(double %x)
  %d = call double @llvm.rint.f64(double %x)
  %e = call double @llvm.nearbyint.f64(double %x)
  %f = call double @llvm.round.f64(double %x)
  %g = call double @llvm.roundeven.f64(double %x)
  %v0 = insertelement <7 x double> poison, double %a, i32 0
  %v1 = insertelement <7 x double> %v0, double %b, i32 1
  %v2 = insertelement <7 x double> %v1, double %c, i32 2
  %v3 = insertelement <7 x double> %v2, double %d, i32 3
  %v4 = insertelement <7 x double> %v3, double %e, i32 4
  %v5 = insertelement <7 x double> %v4, double %f, i32 5
  %v6 = insertelement <7 x double> %v5, double %g, i32 6
  ret <7 x double> %v6
}
define <2 x half> @round_h(half %x) {
  %a = call half @llvm.round.f16(half %x)
  %b = call half @llvm.roundeven.f16(half %x)
  %v0 = insertelement <2 x half> poison, half %a, i32 0
  %v1 = insertelement <2 x half> %v0, half %b, i32 1
  ret <2 x half> %v1
}
define <2 x bfloat> @round_bf(bfloat %x) {
  %a = call bfloat @llvm.floor.bf16(bfloat %x)
  %b = call bfloat @llvm.trunc.bf16(bfloat %x)
  %v0 = insertelement <2 x bfloat> poison, bfloat %a, i32 0
  %v1 = insertelement <2 x bfloat> %v0, bfloat %b, i32 1
  ret <2 x bfloat> %v1
}
define { <2 x float>, <2 x float> } @round_f(<2 x float> %x) {
  %a = call <2 x float> @llvm.ceil.v2f32(<2 x float> %x)
  %b = call <2 x float> @llvm.rint.v2f32(<2 x float> %x)
  %s0 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %a, 0
  %s1 = insertvalue { <2 x float>, <2 x float> } %s0, <2 x float> %b, 1
  ret { <2 x float>, <2 x float> } %s1
}
define <2 x x86_fp80> @round_80(x86_fp80 %x) {
  %a = call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %x)
  %b = call x86_fp80 @llvm.round.f80(x86_fp80 %x)
  %v0 = insertelement <2 x x86_fp80> poison, x86_fp80 %a, i32 0
  %v1 = insertelement <2 x x86_fp80> %v0, x86_fp80 %b, i32 1
  ret <2 x x86_fp80> %v1
}
define <2 x fp128> @round_128(fp128 %x) {
  %a = call fp128 @llvm.ceil.f128(fp128 %x)
  %b = call fp128 @llvm.floor.f128(fp128 %x)
  %v0 = insertelement <2 x fp128> poison, fp128 %a, i32 0
  %v1 = insertelement <2 x fp128> %v0, fp128 %b, i32 1
  ret <2 x fp128> %v1
}
define <4 x i64> @toint(double %x) {
  %a = call i64 @llvm.lround.i64.f64(double %x)
  %b = call i64 @llvm.llround.i64.f64(double %x)
  %c = call i64 @llvm.lrint.i64.f64(double %x)
  %d = call i64 @llvm.llrint.i64.f64(double %x)
  %v0 = insertelement <4 x i64> poison, i64 %a, i32 0
  %v1 = insertelement <4 x i64> %v0, i64 %b, i32 1
  %v2 = insertelement <4 x i64> %v1, i64 %c, i32 2
  %v3 = insertelement <4 x i64> %v2, i64 %d, i32 3
  ret <4 x i64> %v3
}
define i8 @lround_i8(float %x) {
  %r = call i8 @llvm.lround.i8.f32(float %x)
  ret i8 %r
}
define <2 x i32> @lrint_v(<2 x half> %x) {
  %r = call <2 x i32> @llvm.lrint.v2i32.v2f16(<2 x half> %x)
  ret <2 x i32> %r
}
define i128 @llrint_128(fp128 %x) {
  %r = call i128 @llvm.llrint.i128.f128(fp128 %x)
  ret i128 %r
}
define i64 @lround_80(x86_fp80 %x) {
  %r = call i64 @llvm.lround.i64.f80(x86_fp80 %x)
  ret i64 %r
}

declare double @llvm.floor.f64(double)
declare double @llvm.ceil.f64(double)
declare double @llvm.trunc.f64(double)
declare double @llvm.rint.f64(double)
declare double @llvm.nearbyint.f64(double)
declare double @llvm.round.f64(double)
declare double @llvm.roundeven.f64(double)
declare half @llvm.round.f16(half)
declare half @llvm.roundeven.f16(half)
declare bfloat @llvm.floor.bf16(bfloat)
declare bfloat @llvm.trunc.bf16(bfloat)
declare <2 x float> @llvm.ceil.v2f32(<2 x float>)
declare <2 x float> @llvm.rint.v2f32(<2 x float>)
declare x86_fp80 @llvm.nearbyint.f80(x86_fp80)
declare x86_fp80 @llvm.round.f80(x86_fp80)
declare fp128 @llvm.ceil.f128(fp128)
declare fp128 @llvm.floor.f128(fp128)
declare i64 @llvm.lround.i64.f64(double)
declare i64 @llvm.llround.i64.f64(double)
declare i64 @llvm.lrint.i64.f64(double)
declare i64 @llvm.llrint.i64.f64(double)
declare i8 @llvm.lround.i8.f32(float)
declare <2 x i32> @llvm.lrint.v2i32.v2f16(<2 x half>)
declare i128 @llvm.llrint.i128.f128(fp128)
declare i64 @llvm.lround.i64.f80(x86_fp80)
