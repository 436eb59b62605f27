; Correct folds of AMDGPU (llvm.amdgcn.*) intrinsics, most as LLVM 22's
; AMDGPUInstCombineIntrinsic makes them: fmed3 (canonicalization, constants,
; infinities, NaN operands under either IEEE mode, zeros of both signs, the
; f16 narrowing), class with a constant and a variable mask, frexp.mant/exp
; (subnormal, infinity), ubfe/sbfe (offset and width modulo the width, a
; field past the top bit), cvt.pkrtz (toward zero, no overflow to inf),
; fmul.legacy and fma.legacy, trig.preop (LLVM's constant folds), cvt.off,
; cvt.pk, the approximations' special values.  llfuzz must find no
; counterexample.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: no counterexample
; CHECK: @src9/@tgt9: no counterexample
; CHECK: @src10/@tgt10: no counterexample
; CHECK: @src11/@tgt11: no counterexample
; CHECK: @src12/@tgt12: no counterexample
; CHECK: @src13/@tgt13: no counterexample
; CHECK: @src14/@tgt14: no counterexample
; CHECK: @src15/@tgt15: no counterexample
; CHECK: @src16/@tgt16: no counterexample
; CHECK: @src17/@tgt17: no counterexample
; CHECK: @src18/@tgt18: no counterexample
; CHECK: @src19/@tgt19: no counterexample
; CHECK: @src20/@tgt20: no counterexample
; CHECK: @src21/@tgt21: no counterexample
; CHECK: @src22/@tgt22: no counterexample
; CHECK: @src23/@tgt23: no counterexample
; CHECK-NOT: ERROR

; fmed3 canonicalization: constants to the right
define float @src1(float %x) {
  %r = call float @llvm.amdgcn.fmed3.f32(float 0.0, float %x, float 1.0)
  ret float %r
}
define float @tgt1(float %x) {
  %r = call float @llvm.amdgcn.fmed3.f32(float %x, float 0.0, float 1.0)
  ret float %r
}

; fmed3 of constants is the median
define float @src2() {
  %r = call float @llvm.amdgcn.fmed3.f32(float 4.0, float -1.0, float 0.5)
  ret float %r
}
define float @tgt2() {
  ret float 0.5
}

; fmed3 with +inf: the larger of the others (a NaN among them gives the other)
define float @src3(float %x, float %y) {
  %r = call float @llvm.amdgcn.fmed3.f32(float %x, float %y, float 0x7FF0000000000000)
  ret float %r
}
define float @tgt3(float %x, float %y) {
  %r = call float @llvm.maxnum.f32(float %x, float %y)
  ret float %r
}

; fmed3 with a quiet NaN: minnum of the others (IEEE mode on)
define float @src4(float %x, float %y) {
  %r = call float @llvm.amdgcn.fmed3.f32(float %x, float 0x7FF8000000000000, float %y)
  ret float %r
}
define float @tgt4(float %x, float %y) {
  %r = call float @llvm.minnum.f32(float %x, float %y)
  ret float %r
}

; fmed3 with a quiet NaN last: maximumnum of the others (LLVM's fold with amdgpu-ieee=false)
define float @src5(float %x, float %y) {
  %r = call float @llvm.amdgcn.fmed3.f32(float %x, float %y, float 0x7FF8000000000000)
  ret float %r
}
define float @tgt5(float %x, float %y) {
  %r = call float @llvm.maximumnum.f32(float %x, float %y)
  ret float %r
}

; fmed3 of -0.0, +0.0, 1.0: a zero, its sign open
define float @src6() {
  %r = call float @llvm.amdgcn.fmed3.f32(float -0.0, float 0.0, float 1.0)
  ret float %r
}
define float @tgt6() {
  ret float 0.0
}

; fmed3 of three halves widened: the f16 fmed3 widened
define float @src7(half %a, half %b, half %c) {
  %x = fpext half %a to float
  %y = fpext half %b to float
  %z = fpext half %c to float
  %r = call float @llvm.amdgcn.fmed3.f32(float %x, float %y, float %z)
  ret float %r
}
define float @tgt7(half %a, half %b, half %c) {
  %m = call half @llvm.amdgcn.fmed3.f16(half %a, half %b, half %c)
  %r = fpext half %m to float
  ret float %r
}

; class with a constant mask is is.fpclass (bits above 9 dropped)
define i1 @src8(double %x) {
  %r = call i1 @llvm.amdgcn.class.f64(double %x, i32 -1021)
  ret i1 %r
}
define i1 @tgt8(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 3)
  ret i1 %r
}

; class of 1.0 tests the +normal bit (8) of a variable mask
define i1 @src9(i32 %m) {
  %r = call i1 @llvm.amdgcn.class.f32(float 1.0, i32 %m)
  ret i1 %r
}
define i1 @tgt9(i32 %m) {
  %a = and i32 %m, 256
  %r = icmp ne i32 %a, 0
  ret i1 %r
}

; frexp of 6.0 and of the smallest subnormal float; exp of +inf is 0
define { float, i32, float, i32, i32 } @src10() {
  %m = call float @llvm.amdgcn.frexp.mant.f32(float 6.0)
  %e = call i32 @llvm.amdgcn.frexp.exp.i32.f32(float 6.0)
  %dm = call float @llvm.amdgcn.frexp.mant.f32(float 0x36A0000000000000)
  %de = call i32 @llvm.amdgcn.frexp.exp.i32.f32(float 0x36A0000000000000)
  %ie = call i32 @llvm.amdgcn.frexp.exp.i32.f32(float 0x7FF0000000000000)
  %a = insertvalue { float, i32, float, i32, i32 } poison, float %m, 0
  %b = insertvalue { float, i32, float, i32, i32 } %a, i32 %e, 1
  %c = insertvalue { float, i32, float, i32, i32 } %b, float %dm, 2
  %d = insertvalue { float, i32, float, i32, i32 } %c, i32 %de, 3
  %f = insertvalue { float, i32, float, i32, i32 } %d, i32 %ie, 4
  ret { float, i32, float, i32, i32 } %f
}
define { float, i32, float, i32, i32 } @tgt10() {
  ret { float, i32, float, i32, i32 } { float 0.75, i32 3, float 0.5, i32 -148, i32 0 }
}

; frexp.mant of a half agrees with llvm.frexp's fraction
define half @src11(half %x) {
  %m = call half @llvm.amdgcn.frexp.mant.f16(half %x)
  ret half %m
}
define half @tgt11(half %x) {
  %f = call { half, i32 } @llvm.frexp.f16.i32(half %x)
  %m = extractvalue { half, i32 } %f, 0
  ret half %m
}

; ubfe(x, 8, 4) is shl then lshr; offset and width modulo 32
define i32 @src12(i32 %x) {
  %r = call i32 @llvm.amdgcn.ubfe.i32(i32 %x, i32 40, i32 36)
  ret i32 %r
}
define i32 @tgt12(i32 %x) {
  %s = shl i32 %x, 20
  %r = lshr i32 %s, 28
  ret i32 %r
}

; sbfe(x, 28, 8): the field passes bit 31, ashr by 28
define i32 @src13(i32 %x) {
  %r = call i32 @llvm.amdgcn.sbfe.i32(i32 %x, i32 28, i32 8)
  ret i32 %r
}
define i32 @tgt13(i32 %x) {
  %r = ashr i32 %x, 28
  ret i32 %r
}

; ubfe.i64 with a width of 64 (0 modulo 64) is 0, whatever the offset
define i64 @src14(i64 %x, i32 %o) {
  %r = call i64 @llvm.amdgcn.ubfe.i64(i64 %x, i32 %o, i32 64)
  ret i64 %r
}
define i64 @tgt14(i64 %x, i32 %o) {
  ret i64 0
}

; cvt.pkrtz of widened halves gives them back; constants round toward zero
define <2 x half> @src15(half %a) {
  %x = fpext half %a to float
  %p = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %x, float 65520.0)
  %q = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float 1.000732421875, float -0.0)
  %s = fadd <2 x half> %p, %q
  ret <2 x half> %s
}
define <2 x half> @tgt15(half %a) {
  %p = insertelement <2 x half> <half poison, half 0xH7BFF>, half %a, i64 0
  %s = fadd <2 x half> %p, <half 1.0, half -0.0>
  ret <2 x half> %s
}

; fmul.legacy: by 0.0 is a zero (also for NaN, inf); by 99.5 an fmul
define float @src16(float %x, float %y) {
  %a = call float @llvm.amdgcn.fmul.legacy(float %x, float 0.0)
  %b = call float @llvm.amdgcn.fmul.legacy(float %y, float 99.5)
  %r = fadd float %a, %b
  ret float %r
}
define float @tgt16(float %x, float %y) {
  %b = fmul float %y, 99.5
  %r = fadd float %b, 0.0
  ret float %r
}

; fma.legacy(x, 0.0, z) is z + 0.0; by 99.5 an fma
define float @src17(float %x, float %y, float %z) {
  %a = call float @llvm.amdgcn.fma.legacy(float %x, float 0.0, float %z)
  %b = call float @llvm.amdgcn.fma.legacy(float %y, float 99.5, float %z)
  %r = fsub float %a, %b
  ret float %r
}
define float @tgt17(float %x, float %y, float %z) {
  %a = fadd float %z, 0.0
  %b = call float @llvm.fma.f32(float %y, float 99.5, float %z)
  %r = fsub float %a, %b
  ret float %r
}

; trig.preop: segment 2 of 345.435, of +inf (exponent 2047: shifted, scaled by 2^128), segment -32 is 0
define <3 x double> @src18() {
  %a = call double @llvm.amdgcn.trig.preop.f64(double 3.454350e+02, i32 2)
  %b = call double @llvm.amdgcn.trig.preop.f64(double 0x7FF0000000000000, i32 0)
  %c = call double @llvm.amdgcn.trig.preop.f64(double 3.454350e+02, i32 -32)
  %v0 = insertelement <3 x double> poison, double %a, i64 0
  %v1 = insertelement <3 x double> %v0, double %b, i64 1
  %v2 = insertelement <3 x double> %v1, double %c, i64 2
  ret <3 x double> %v2
}
define <3 x double> @tgt18() {
  ret <3 x double> <double 0x394A6EE06DB14ACC, double 0xB43DD63F5F2F8BD, double 0x3FE45F306DC9C882>
}

; trig.preop reads the segment's low 5 bits and only the exponent of x
define double @src19(double %x, i32 %s) {
  %e = and i32 %s, 31
  %r = call double @llvm.amdgcn.trig.preop.f64(double 1.0, i32 %e)
  ret double %r
}
define double @tgt19(double %x, i32 %s) {
  %r = call double @llvm.amdgcn.trig.preop.f64(double 1.5, i32 %s)
  ret double %r
}

; cvt.off.f32.i4 reads the low 4 bits as a signed number of sixteenths
define float @src20(i32 %x) {
  %a = call float @llvm.amdgcn.cvt.off.f32.i4(i32 %x)
  %b = call float @llvm.amdgcn.cvt.off.f32.i4(i32 24)
  %r = fadd float %a, %b
  ret float %r
}
define float @tgt20(i32 %x) {
  %l = and i32 %x, 15
  %a = call float @llvm.amdgcn.cvt.off.f32.i4(i32 %l)
  %r = fadd float %a, -5.000000e-01
  ret float %r
}

; cvt.pk.i16 and cvt.pk.u16 saturate
define <4 x i16> @src21() {
  %a = call <2 x i16> @llvm.amdgcn.cvt.pk.i16(i32 70000, i32 -70000)
  %b = call <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32 -1, i32 5)
  %r = shufflevector <2 x i16> %a, <2 x i16> %b, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ret <4 x i16> %r
}
define <4 x i16> @tgt21() {
  ret <4 x i16> <i16 32767, i16 -32768, i16 -1, i16 5>
}

; the approximations: exact special values, LLVM's correctly rounded folds
define <4 x float> @src22() {
  %a = call float @llvm.amdgcn.rcp.f32(float 3.0)
  %b = call float @llvm.amdgcn.exp2.f32(float 0xFFF0000000000000)
  %c = call float @llvm.amdgcn.log.f32(float 0x36A0000000000000)
  %d = call float @llvm.amdgcn.rsq.f32(float -0.0)
  %v0 = insertelement <4 x float> poison, float %a, i64 0
  %v1 = insertelement <4 x float> %v0, float %b, i64 1
  %v2 = insertelement <4 x float> %v1, float %c, i64 2
  %v3 = insertelement <4 x float> %v2, float %d, i64 3
  ret <4 x float> %v3
}
define <4 x float> @tgt22() {
  ret <4 x float> <float 0x3FD5555560000000, float 0.0, float 0xFFF0000000000000, float 0xFFF0000000000000>
}

; sqrt.f16 is llvm.sqrt.f16; sqrt.f32 of a negative number is a NaN
define half @src23(half %x) {
  %r = call half @llvm.amdgcn.sqrt.f16(half %x)
  ret half %r
}
define half @tgt23(half %x) {
  %r = call half @llvm.sqrt.f16(half %x)
  ret half %r
}

declare double @llvm.amdgcn.trig.preop.f64(double, i32)
declare float @llvm.amdgcn.cvt.off.f32.i4(i32)
declare <2 x i16> @llvm.amdgcn.cvt.pk.i16(i32, i32)
declare <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32, i32)
declare float @llvm.amdgcn.rcp.f32(float)
declare float @llvm.amdgcn.exp2.f32(float)
declare float @llvm.amdgcn.log.f32(float)
declare float @llvm.amdgcn.rsq.f32(float)
declare float @llvm.amdgcn.sqrt.f32(float)
declare half @llvm.amdgcn.sqrt.f16(half)
declare half @llvm.sqrt.f16(half)
declare float @llvm.amdgcn.fmed3.f32(float, float, float)
declare half @llvm.amdgcn.fmed3.f16(half, half, half)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maximumnum.f32(float, float)
declare i1 @llvm.amdgcn.class.f32(float, i32)
declare i1 @llvm.amdgcn.class.f64(double, i32)
declare i1 @llvm.is.fpclass.f64(double, i32)
declare float @llvm.amdgcn.frexp.mant.f32(float)
declare half @llvm.amdgcn.frexp.mant.f16(half)
declare i32 @llvm.amdgcn.frexp.exp.i32.f32(float)
declare { half, i32 } @llvm.frexp.f16.i32(half)
declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.sbfe.i32(i32, i32, i32)
declare i64 @llvm.amdgcn.ubfe.i64(i64, i32, i32)
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
declare float @llvm.amdgcn.fmul.legacy(float, float)
declare float @llvm.amdgcn.fma.legacy(float, float, float)
declare float @llvm.fma.f32(float, float, float)
