; LangRef "'llvm.sqrt.*'", "'llvm.fma.*'", "'llvm.fmuladd.*'",
; "'llvm.powi.*'", the libm-like functions (sin .. log10, pow, atan2),
; ldexp, frexp, modf, sincos: exact where IEEE 754 or the C standard's
; Annex F define the result (sqrt, fma, ldexp, frexp, modf, special
; operands), otherwise fixed-unknown ("unknown": the precision is the
; target's).  NaN results follow the LangRef's NaN rules (sign and payload
; not known: nan(unknown)).
;
; sqrt in every format
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry sqrt_all --args 'double 2.0' | FileCheck %s --check-prefix=CHECK1
; CHECK1: { half, bfloat, float, double, x86_fp80, fp128 } { half 1.414, bfloat 1.414, float 1.4142135, double 1.4142135623730951, x86_fp80 1.4142135623730950488, fp128 1.414213562373095048801688724209698 }
; RUN: %llfuzz run %s --entry sqrt_all --args 'double -0.0' | FileCheck %s --check-prefix=CHECK2
; CHECK2: { half -0.0, bfloat -0.0, float -0.0, double -0.0, x86_fp80 -0.0, fp128 -0.0 }
; RUN: %llfuzz run %s --entry sqrt_all --args 'double -1.0' | FileCheck %s --check-prefix=CHECK3
; CHECK3: { half nan(unknown), bfloat nan(unknown), float nan(unknown), double nan(unknown), x86_fp80 nan(unknown), fp128 nan(unknown) }
; RUN: %llfuzz run %s --entry sqrt_v --args '<3 x float> <float 4.0, float poison, float 0x7FF0000000000000>' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <3 x float> <float 2.0, float poison, float inf>
; nnan: a NaN result is poison; ninf: an infinite operand
; RUN: %llfuzz run %s --entry sqrt_flags --args 'float -4.0' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <2 x float> <float poison, float nan(unknown)>
; RUN: %llfuzz run %s --entry sqrt_flags --args 'float 0x7FF0000000000000' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <2 x float> <float inf, float poison>
; a signaling NaN may come back unchanged: the quiet bit is not known either
; RUN: %llfuzz run %s --entry sqrt_d --args 'double 0x7FF4000000000000' | FileCheck %s --check-prefix=CHECK7
; CHECK7: double unknown
; RUN: %llfuzz run %s --entry sqrt_d --args 'double 0x7FF8000000000001' | FileCheck %s --check-prefix=CHECK8
; CHECK8: double nan(unknown)
; ZERO picks the preferred NaN
; RUN: %llfuzz run %s --entry sqrt_d --args 'double 0x7FF8000000000001' --undef=zero | FileCheck %s --check-prefix=CHECK9
; CHECK9: double nan(0x7FF8000000000000)
;
; fma rounds once; fmuladd rounds once or twice (both are results)
; RUN: %llfuzz run %s --entry fma_f --args 'float 0x3FB99999A0000000, float 10.0, float -1.0' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <2 x float> <float 1.4901161e-8, float unknown>
; RUN: %llfuzz run %s --entry fma_f --args 'float 0x3FB99999A0000000, float 10.0, float -1.0' --undef=zero | FileCheck %s --check-prefix=CHECK11
; CHECK11: <2 x float> <float 1.4901161e-8, float 1.4901161e-8>
; when both roundings agree, fmuladd is exact
; RUN: %llfuzz run %s --entry fma_f --args 'float 3.0, float 4.0, float 5.0' | FileCheck %s --check-prefix=CHECK12
; CHECK12: <2 x float> <float 17.0, float 17.0>
; RUN: %llfuzz run %s --entry fma_f --args 'float 0x7FF0000000000000, float 0.0, float 1.0' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <2 x float> <float nan(unknown), float nan(unknown)>
; (1 + 2^-112)^2 - 1 and (1 + 2^-63)^2 - 1: the exact 2^-111 + 2^-224 and
; 2^-62 + 2^-126 are ties, rounded to even
; RUN: %llfuzz run %s --entry fma_wide --args 'fp128 0xL00000000000000013FFF000000000000, x86_fp80 0xK3FFF8000000000000001' | FileCheck %s --check-prefix=CHECK14
; CHECK14: { fp128, x86_fp80 } { fp128 3.851859888774471706111955885169855e-34, x86_fp80 2.168404344971008868e-19 }
; (1 + 3 * 2^-10)^2 - 1 in half: fused 6 * 2^-10 + 2^-17; unfused 6 * 2^-10
; RUN: %llfuzz run %s --entry fma_h --args 'half 0xH3C03, half 0xH3C03, half 0xHBC00' | FileCheck %s --check-prefix=CHECK15
; CHECK15: <2 x half> <half 0.005867, half unknown>
;
; libm-like functions: special operands are exact, the rest unknown
; RUN: %llfuzz run %s --entry unary --args 'double 0.0' | FileCheck %s --check-prefix=CHECK16
; CHECK16: <15 x double> <double 0.0, double 1.0, double 0.0, double 0.0, double unknown, double 0.0, double 0.0, double 1.0, double 0.0, double 1.0, double 1.0, double 1.0, double -inf, double -inf, double -inf>
; RUN: %llfuzz run %s --entry unary --args 'double -0.0' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <15 x double> <double -0.0, double 1.0, double -0.0, double -0.0, double unknown, double -0.0, double -0.0, double 1.0, double -0.0, double 1.0, double 1.0, double 1.0, double -inf, double -inf, double -inf>
; RUN: %llfuzz run %s --entry unary --args 'double 0x7FF0000000000000' | FileCheck %s --check-prefix=CHECK18
; CHECK18: <15 x double> <double nan(unknown), double nan(unknown), double nan(unknown), double nan(unknown), double nan(unknown), double unknown, double inf, double inf, double 1.0, double inf, double inf, double inf, double inf, double inf, double inf>
; RUN: %llfuzz run %s --entry unary --args 'double 0xFFF0000000000000' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <15 x double> <double nan(unknown), double nan(unknown), double nan(unknown), double nan(unknown), double nan(unknown), double unknown, double -inf, double inf, double -1.0, double 0.0, double 0.0, double 0.0, double nan(unknown), double nan(unknown), double nan(unknown)>
; RUN: %llfuzz run %s --entry unary --args 'double 1.0' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <15 x double> <double unknown, double unknown, double unknown, double unknown, double 0.0, double unknown, double unknown, double unknown, double unknown, double unknown, double unknown, double unknown, double 0.0, double 0.0, double 0.0>
; RUN: %llfuzz run %s --entry unary --args 'double -2.0' | FileCheck %s --check-prefix=CHECK21
; CHECK21: <15 x double> <double unknown, double unknown, double unknown, double nan(unknown), double nan(unknown), double unknown, double unknown, double unknown, double unknown, double unknown, double unknown, double unknown, double nan(unknown), double nan(unknown), double nan(unknown)>
; ZERO mode: the host's libm
; RUN: %llfuzz run %s --entry sin_f --args 'float 1.0' --undef=zero | FileCheck %s --check-prefix=CHECK22
; CHECK22: float 0.84147096
; RUN: %llfuzz run %s --entry sin_f --args 'float 1.0' | FileCheck %s --check-prefix=CHECK23
; CHECK23: float unknown
; afn: an approximation, even of an exact result
; RUN: %llfuzz run %s --entry exp_afn --args 'float 0.0' | FileCheck %s --check-prefix=CHECK24
; CHECK24: float unknown
;
; pow: Annex F's special cases; pow(x, 0) and pow(1, y) are 1 even for a
; quiet NaN; for a signaling NaN 1 or a NaN
; RUN: %llfuzz run %s --entry pow_d --args 'double 0x7FF8000000000000, double 0.0' | FileCheck %s --check-prefix=CHECK25
; CHECK25: double 1.0
; RUN: %llfuzz run %s --entry pow_d --args 'double 1.0, double 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK26
; CHECK26: double 1.0
; RUN: %llfuzz run %s --entry pow_d --args 'double 0x7FF4000000000000, double 0.0' | FileCheck %s --check-prefix=CHECK27
; CHECK27: double unknown
; RUN: %llfuzz run %s --entry pow_d --args 'double 0x7FF4000000000000, double 0.0' --undef=zero | FileCheck %s --check-prefix=CHECK28
; CHECK28: double 1.0
; RUN: %llfuzz run %s --entry pow_d --args 'double -0.0, double -3.0' | FileCheck %s --check-prefix=CHECK29
; CHECK29: double -inf
; RUN: %llfuzz run %s --entry pow_d --args 'double -0.0, double 3.0' | FileCheck %s --check-prefix=CHECK30
; CHECK30: double -0.0
; RUN: %llfuzz run %s --entry pow_d --args 'double -0.0, double 2.5' | FileCheck %s --check-prefix=CHECK31
; CHECK31: double 0.0
; RUN: %llfuzz run %s --entry pow_d --args 'double -1.0, double 0xFFF0000000000000' | FileCheck %s --check-prefix=CHECK32
; CHECK32: double 1.0
; RUN: %llfuzz run %s --entry pow_d --args 'double 0.5, double 0xFFF0000000000000' | FileCheck %s --check-prefix=CHECK33
; CHECK33: double inf
; RUN: %llfuzz run %s --entry pow_d --args 'double 0xFFF0000000000000, double -3.0' | FileCheck %s --check-prefix=CHECK34
; CHECK34: double -0.0
; RUN: %llfuzz run %s --entry pow_d --args 'double 0xFFF0000000000000, double 4.0' | FileCheck %s --check-prefix=CHECK35
; CHECK35: double inf
; RUN: %llfuzz run %s --entry pow_d --args 'double -8.0, double 0.5' | FileCheck %s --check-prefix=CHECK36
; CHECK36: double nan(unknown)
; RUN: %llfuzz run %s --entry pow_d --args 'double 2.0, double 0.5' | FileCheck %s --check-prefix=CHECK37
; CHECK37: double unknown
; RUN: %llfuzz run %s --entry atan2_d --args 'double -0.0, double 5.0' | FileCheck %s --check-prefix=CHECK38
; CHECK38: double -0.0
; RUN: %llfuzz run %s --entry atan2_d --args 'double -3.0, double 0x7FF0000000000000' | FileCheck %s --check-prefix=CHECK39
; CHECK39: double -0.0
; RUN: %llfuzz run %s --entry atan2_d --args 'double 1.0, double 1.0' | FileCheck %s --check-prefix=CHECK40
; CHECK40: double unknown
;
; powi: x^0 = 1 (even a quiet NaN), x^1 = x, x^2 and x^-1 round once,
; zeros, infinities and +-1 are exact; the rest unknown
; RUN: %llfuzz run %s --entry powi_f --args 'float 0x7FF8000000000000, i32 0' | FileCheck %s --check-prefix=CHECK41
; CHECK41: float 1.0
; RUN: %llfuzz run %s --entry powi_f --args 'float 3.0, i32 2' | FileCheck %s --check-prefix=CHECK42
; CHECK42: float 9.0
; RUN: %llfuzz run %s --entry powi_f --args 'float 3.0, i32 -1' | FileCheck %s --check-prefix=CHECK43
; CHECK43: float 0.33333334
; RUN: %llfuzz run %s --entry powi_f --args 'float -0.0, i32 -3' | FileCheck %s --check-prefix=CHECK44
; CHECK44: float -inf
; RUN: %llfuzz run %s --entry powi_f --args 'float -1.0, i32 -7' | FileCheck %s --check-prefix=CHECK45
; CHECK45: float -1.0
; RUN: %llfuzz run %s --entry powi_f --args 'float 3.0, i32 5' | FileCheck %s --check-prefix=CHECK46
; CHECK46: float unknown
; RUN: %llfuzz run %s --entry powi_f --args 'float 3.0, i32 5' --undef=zero | FileCheck %s --check-prefix=CHECK47
; CHECK47: float 243.0
; RUN: %llfuzz run %s --entry powi_f --args 'float 3.0, i32 poison' | FileCheck %s --check-prefix=CHECK48
; CHECK48: float poison
;
; ldexp: exact; NaN and infinities come back; overflow to inf, underflow to 0
; RUN: %llfuzz run %s --entry ldexp_all --args 'i32 3' | FileCheck %s --check-prefix=CHECK49
; CHECK49: { half, bfloat, float, double, x86_fp80, fp128 } { half 12.0, bfloat 12.0, float 12.0, double 12.0, x86_fp80 12.0, fp128 12.0 }
; RUN: %llfuzz run %s --entry ldexp_all --args 'i32 100000' | FileCheck %s --check-prefix=CHECK50
; CHECK50: { half inf, bfloat inf, float inf, double inf, x86_fp80 inf, fp128 inf }
; RUN: %llfuzz run %s --entry ldexp_all --args 'i32 -100000' | FileCheck %s --check-prefix=CHECK51
; CHECK51: { half 0.0, bfloat 0.0, float 0.0, double 0.0, x86_fp80 0.0, fp128 0.0 }
; 1.5 * 2^-25; in half a subnormal: 0.75 * 2^-24 rounds to 2^-24
; RUN: %llfuzz run %s --entry ldexp_all --args 'i32 -25' | FileCheck %s --check-prefix=CHECK52
; CHECK52: { half 6.0e-8, bfloat 4.47e-8, float 4.4703484e-8, double 4.470348358154297e-8, x86_fp80 4.470348358154296875e-8, fp128 4.470348358154296875e-8 }
; a subnormal result rounds once: 1.5 * 2^-24 in half is 2^-23 (ties to even)
; RUN: %llfuzz run %s --entry ldexp_h --args 'half 1.5, i32 -24' | FileCheck %s --check-prefix=CHECK53
; CHECK53: half 1.0e-7
; RUN: %llfuzz run %s --entry ldexp_v --args '<2 x double> <double 1.0, double 0xFFF0000000000000>, <2 x i64> <i64 -1074, i64 5>' | FileCheck %s --check-prefix=CHECK54
; CHECK54: <2 x double> <double 5.0e-324, double -inf>
; an i200 exponent of -2^199: 1.0 * 2^(-2^199) underflows to 0 (LLVM 22's
; x86 backend truncates the exponent to its low byte and returns 1.0)
; RUN: %llfuzz run %s --entry ldexp_big --args 'float 1.0, i200 -803469022129495137770981046170581301261101496891396417650688' | FileCheck %s --check-prefix=CHECK55
; CHECK55: float 0.0
;
; frexp: [0.5, 1) and the exponent; 0: 0 and 0; NaN/inf: an unspecified exponent
; RUN: %llfuzz run %s --entry frexp_d --args 'double -12.0' | FileCheck %s --check-prefix=CHECK56
; CHECK56: { double, i32 } { double -0.75, i32 4 }
; RUN: %llfuzz run %s --entry frexp_d --args 'double -0.0' | FileCheck %s --check-prefix=CHECK57
; CHECK57: { double, i32 } { double -0.0, i32 0 }
; RUN: %llfuzz run %s --entry frexp_d --args 'double 0x0000000000000001' | FileCheck %s --check-prefix=CHECK58
; CHECK58: { double, i32 } { double 0.5, i32 -1073 }
; RUN: %llfuzz run %s --entry frexp_d --args 'double 0xFFF0000000000000' | FileCheck %s --check-prefix=CHECK59
; CHECK59: { double, i32 } { double -inf, i32 unknown }
; RUN: %llfuzz run %s --entry frexp_v --args '<2 x x86_fp80> <x86_fp80 0xK40008000000000000000, x86_fp80 poison>' | FileCheck %s --check-prefix=CHECK60
; CHECK60: { <2 x x86_fp80>, <2 x i16> } { <2 x x86_fp80> <x86_fp80 0.5, x86_fp80 poison>, <2 x i16> <i16 2, i16 poison> }
; an exponent that does not fit the result type is not specified
; RUN: %llfuzz run %s --entry frexp_i8 --args 'double 1.0e300' | FileCheck %s --check-prefix=CHECK61
; CHECK61: { double, i8 } { double 0.7466108948025751, i8 unknown }
;
; modf: { fraction, integral part }, both with the operand's sign
; RUN: %llfuzz run %s --entry modf_f --args 'float -3.5' | FileCheck %s --check-prefix=CHECK62
; CHECK62: { float, float } { float -0.5, float -3.0 }
; RUN: %llfuzz run %s --entry modf_f --args 'float -3.0' | FileCheck %s --check-prefix=CHECK63
; CHECK63: { float, float } { float -0.0, float -3.0 }
; RUN: %llfuzz run %s --entry modf_f --args 'float 0xFFF0000000000000' | FileCheck %s --check-prefix=CHECK64
; CHECK64: { float, float } { float -0.0, float -inf }
; 2 + 2^-48
; RUN: %llfuzz run %s --entry modf_q --args 'fp128 0xL80000000000000004000000000000000' | FileCheck %s --check-prefix=CHECK65
; CHECK65: { fp128, fp128 } { fp128 3.552713678800500929355621337890625e-15, fp128 2.0 }
; sincos: sin and cos
; RUN: %llfuzz run %s --entry sincos_h --args 'half -0.0' | FileCheck %s --check-prefix=CHECK66
; CHECK66: { half, half } { half -0.0, half 1.0 }

define { half, bfloat, float, double, x86_fp80, fp128 } @sqrt_all(double %x) {
  %h = fptrunc double %x to half
  %b = fptrunc double %x to bfloat
  %f = fptrunc double %x to float
  %e = fpext double %x to x86_fp80
  %q = fpext double %x to fp128
  %rh = call half @llvm.sqrt.f16(half %h)
  %rb = call bfloat @llvm.sqrt.bf16(bfloat %b)
  %rf = call float @llvm.sqrt.f32(float %f)
  %rd = call double @llvm.sqrt.f64(double %x)
  %re = call x86_fp80 @llvm.sqrt.f80(x86_fp80 %e)
  %rq = call fp128 @llvm.sqrt.f128(fp128 %q)
  %s0 = insertvalue { half, bfloat, float, double, x86_fp80, fp128 } poison, half %rh, 0
  %s1 = insertvalue { half, bfloat, float, double, x86_fp80, fp128 } %s0, bfloat %rb, 1
  %s2 = insertvalue { half, bfloat, float, double, x86_fp80, fp128 } %s1, float %rf, 2
  %s3 = insertvalue { half, bfloat, float, double, x86_fp80, fp128 } %s2, double %rd, 3
  %s4 = insertvalue { half, bfloat, float, double, x86_fp80, fp128 } %s3, x86_fp80 %re, 4
  %s5 = insertvalue { half, bfloat, float, double, x86_fp80, fp128 } %s4, fp128 %rq, 5
  ret { half, bfloat, float, double, x86_fp80, fp128 } %s5
}
define <3 x float> @sqrt_v(<3 x float> %x) {
  %r = call <3 x float> @llvm.sqrt.v3f32(<3 x float> %x)
  ret <3 x float> %r
}
define <2 x float> @sqrt_flags(float %x) {
  %a = call nnan float @llvm.sqrt.f32(float %x)
  %b = call ninf float @llvm.sqrt.f32(float %x)
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v1 = insertelement <2 x float> %v0, float %b, i32 1
  ret <2 x float> %v1
}
define double @sqrt_d(double %x) {
  %r = call double @llvm.sqrt.f64(double %x)
  ret double %r
}
define <2 x float> @fma_f(float %a, float %b, float %c) {
  %x = call float @llvm.fma.f32(float %a, float %b, float %c)
  %y = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  %v0 = insertelement <2 x float> poison, float %x, i32 0
  %v1 = insertelement <2 x float> %v0, float %y, i32 1
  ret <2 x float> %v1
}
define { fp128, x86_fp80 } @fma_wide(fp128 %q, x86_fp80 %e) {
  %rq = call fp128 @llvm.fma.f128(fp128 %q, fp128 %q, fp128 0xL0000000000000000BFFF000000000000)
  %re = call x86_fp80 @llvm.fma.f80(x86_fp80 %e, x86_fp80 %e, x86_fp80 0xKBFFF8000000000000000)
  %s0 = insertvalue { fp128, x86_fp80 } poison, fp128 %rq, 0
  %s1 = insertvalue { fp128, x86_fp80 } %s0, x86_fp80 %re, 1
  ret { fp128, x86_fp80 } %s1
}
define <2 x half> @fma_h(half %a, half %b, half %c) {
  %x = call half @llvm.fma.f16(half %a, half %b, half %c)
  %y = call half @llvm.fmuladd.f16(half %a, half %b, half %c)
  %v0 = insertelement <2 x half> poison, half %x, i32 0
  %v1 = insertelement <2 x half> %v0, half %y, i32 1
  ret <2 x half> %v1
}
define <15 x double> @unary(double %x) {
  %a = call double @llvm.sin.f64(double %x)
  %b = call double @llvm.cos.f64(double %x)
  %c = call double @llvm.tan.f64(double %x)
  %d = call double @llvm.asin.f64(double %x)
  %e = call double @llvm.acos.f64(double %x)
  %f = call double @llvm.atan.f64(double %x)
  %g = call double @llvm.sinh.f64(double %x)
  %h = call double @llvm.cosh.f64(double %x)
  %i = call double @llvm.tanh.f64(double %x)
  %j = call double @llvm.exp.f64(double %x)
  %k = call double @llvm.exp2.f64(double %x)
  %l = call double @llvm.exp10.f64(double %x)
  %m = call double @llvm.log.f64(double %x)
  %n = call double @llvm.log2.f64(double %x)
  %o = call double @llvm.log10.f64(double %x)
  %v0 = insertelement <15 x double> poison, double %a, i32 0
  %v1 = insertelement <15 x double> %v0, double %b, i32 1
  %v2 = insertelement <15 x double> %v1, double %c, i32 2
  %v3 = insertelement <15 x double> %v2, double %d, i32 3
  %v4 = insertelement <15 x double> %v3, double %e, i32 4
  %v5 = insertelement <15 x double> %v4, double %f, i32 5
  %v6 = insertelement <15 x double> %v5, double %g, i32 6
  %v7 = insertelement <15 x double> %v6, double %h, i32 7
  %v8 = insertelement <15 x double> %v7, double %i, i32 8
  %v9 = insertelement <15 x double> %v8, double %j, i32 9
  %v10 = insertelement <15 x double> %v9, double %k, i32 10
  %v11 = insertelement <15 x double> %v10, double %l, i32 11
  %v12 = insertelement <15 x double> %v11, double %m, i32 12
  %v13 = insertelement <15 x double> %v12, double %n, i32 13
  %v14 = insertelement <15 x double> %v13, double %o, i32 14
  ret <15 x double> %v14
}
define float @sin_f(float %x) {
  %r = call float @llvm.sin.f32(float %x)
  ret float %r
}
define float @exp_afn(float %x) {
  %r = call afn float @llvm.exp.f32(float %x)
  ret float %r
}
define double @pow_d(double %x, double %y) {
  %r = call double @llvm.pow.f64(double %x, double %y)
  ret double %r
}
define double @atan2_d(double %y, double %x) {
  %r = call double @llvm.atan2.f64(double %y, double %x)
  ret double %r
}
define float @powi_f(float %x, i32 %n) {
  %r = call float @llvm.powi.f32.i32(float %x, i32 %n)
  ret float %r
}
define { half, bfloat, float, double, x86_fp80, fp128 } @ldexp_all(i32 %e) {
  %rh = call half @llvm.ldexp.f16.i32(half 1.5, i32 %e)
  %rb = call bfloat @llvm.ldexp.bf16.i32(bfloat 1.5, i32 %e)
  %rf = call float @llvm.ldexp.f32.i32(float 1.5, i32 %e)
  %rd = call double @llvm.ldexp.f64.i32(double 1.5, i32 %e)
  %re = call x86_fp80 @llvm.ldexp.f80.i32(x86_fp80 0xK3FFFC000000000000000, i32 %e)
  %rq = call fp128 @llvm.ldexp.f128.i32(fp128 0xL00000000000000003FFF800000000000, i32 %e)
  %s0 = insertvalue { half, bfloat, float, double, x86_fp80, fp128 } poison, half %rh, 0
  %s1 = insertvalue { half, bfloat, float, double, x86_fp80, fp128 } %s0, bfloat %rb, 1
  %s2 = insertvalue { half, bfloat, float, double, x86_fp80, fp128 } %s1, float %rf, 2
  %s3 = insertvalue { half, bfloat, float, double, x86_fp80, fp128 } %s2, double %rd, 3
  %s4 = insertvalue { half, bfloat, float, double, x86_fp80, fp128 } %s3, x86_fp80 %re, 4
  %s5 = insertvalue { half, bfloat, float, double, x86_fp80, fp128 } %s4, fp128 %rq, 5
  ret { half, bfloat, float, double, x86_fp80, fp128 } %s5
}
define half @ldexp_h(half %x, i32 %e) {
  %r = call half @llvm.ldexp.f16.i32(half %x, i32 %e)
  ret half %r
}
define <2 x double> @ldexp_v(<2 x double> %x, <2 x i64> %e) {
  %r = call <2 x double> @llvm.ldexp.v2f64.v2i64(<2 x double> %x, <2 x i64> %e)
  ret <2 x double> %r
}
define float @ldexp_big(float %x, i200 %e) {
  %r = call float @llvm.ldexp.f32.i200(float %x, i200 %e)
  ret float %r
}
define { double, i32 } @frexp_d(double %x) {
  %r = call { double, i32 } @llvm.frexp.f64.i32(double %x)
  ret { double, i32 } %r
}
define { <2 x x86_fp80>, <2 x i16> } @frexp_v(<2 x x86_fp80> %x) {
  %r = call { <2 x x86_fp80>, <2 x i16> } @llvm.frexp.v2f80.v2i16(<2 x x86_fp80> %x)
  ret { <2 x x86_fp80>, <2 x i16> } %r
}
define { double, i8 } @frexp_i8(double %x) {
  %r = call { double, i8 } @llvm.frexp.f64.i8(double %x)
  ret { double, i8 } %r
}
define { float, float } @modf_f(float %x) {
  %r = call { float, float } @llvm.modf.f32(float %x)
  ret { float, float } %r
}
define { fp128, fp128 } @modf_q(fp128 %x) {
  %r = call { fp128, fp128 } @llvm.modf.f128(fp128 %x)
  ret { fp128, fp128 } %r
}
define { half, half } @sincos_h(half %x) {
  %r = call { half, half } @llvm.sincos.f16(half %x)
  ret { half, half } %r
}

declare half @llvm.sqrt.f16(half)
declare bfloat @llvm.sqrt.bf16(bfloat)
declare float @llvm.sqrt.f32(float)
declare double @llvm.sqrt.f64(double)
declare x86_fp80 @llvm.sqrt.f80(x86_fp80)
declare fp128 @llvm.sqrt.f128(fp128)
declare <3 x float> @llvm.sqrt.v3f32(<3 x float>)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
declare fp128 @llvm.fma.f128(fp128, fp128, fp128)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80)
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.fmuladd.f16(half, half, half)
declare double @llvm.sin.f64(double)
declare double @llvm.cos.f64(double)
declare double @llvm.tan.f64(double)
declare double @llvm.asin.f64(double)
declare double @llvm.acos.f64(double)
declare double @llvm.atan.f64(double)
declare double @llvm.sinh.f64(double)
declare double @llvm.cosh.f64(double)
declare double @llvm.tanh.f64(double)
declare double @llvm.exp.f64(double)
declare double @llvm.exp2.f64(double)
declare double @llvm.exp10.f64(double)
declare double @llvm.log.f64(double)
declare double @llvm.log2.f64(double)
declare double @llvm.log10.f64(double)
declare float @llvm.sin.f32(float)
declare float @llvm.exp.f32(float)
declare double @llvm.pow.f64(double, double)
declare double @llvm.atan2.f64(double, double)
declare float @llvm.powi.f32.i32(float, i32)
declare half @llvm.ldexp.f16.i32(half, i32)
declare bfloat @llvm.ldexp.bf16.i32(bfloat, i32)
declare float @llvm.ldexp.f32.i32(float, i32)
declare double @llvm.ldexp.f64.i32(double, i32)
declare x86_fp80 @llvm.ldexp.f80.i32(x86_fp80, i32)
declare fp128 @llvm.ldexp.f128.i32(fp128, i32)
declare <2 x double> @llvm.ldexp.v2f64.v2i64(<2 x double>, <2 x i64>)
declare float @llvm.ldexp.f32.i200(float, i200)
declare { double, i32 } @llvm.frexp.f64.i32(double)
declare { <2 x x86_fp80>, <2 x i16> } @llvm.frexp.v2f80.v2i16(<2 x x86_fp80>)
declare { double, i8 } @llvm.frexp.f64.i8(double)
declare { float, float } @llvm.modf.f32(float)
declare { fp128, fp128 } @llvm.modf.f128(fp128)
declare { half, half } @llvm.sincos.f16(half)
