; Correct folds and lowerings of NVPTX (llvm.nvvm.*) floating-point
; intrinsics, checked against the PTX instructions they stand for (nvptx.c):
; directed rounding, .ftz on inputs and results, NaN results of any payload,
; min/max with .nan and .xorsign.abs, cvt to integers clamping with PTX's
; NaN values, cvt.rni rounding ties to even, saturate.  llfuzz must find no
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
; CHECK-NOT: ERROR

; 1 + 1.5 * 2^-24 in f32: toward zero 1.0, up 1 + 2^-23, down from the
; negative side -(1 + 2^-23); to nearest 1 + 2^-23.
define <4 x float> @src1() {
  %a = call float @llvm.nvvm.add.rz.f(float 1.0, float 0x3E78000000000000)
  %b = call float @llvm.nvvm.add.rp.ftz.f(float 1.0, float 0x3E78000000000000)
  %c = call float @llvm.nvvm.add.rm.f(float -1.0, float 0xBE78000000000000)
  %d = call float @llvm.nvvm.add.rn.f(float 1.0, float 0x3E78000000000000)
  %v0 = insertelement <4 x float> poison, float %a, i32 0
  %v1 = insertelement <4 x float> %v0, float %b, i32 1
  %v2 = insertelement <4 x float> %v1, float %c, i32 2
  %v3 = insertelement <4 x float> %v2, float %d, i32 3
  ret <4 x float> %v3
}
define <4 x float> @tgt1() {
  ret <4 x float> <float 1.0, float 0x3FF0000020000000, float 0xBFF0000020000000, float 0x3FF0000020000000>
}

; 1/3: toward zero and down 0x3EAAAAAA, up and to nearest 0x3EAAAAAB;
; rcp.rm.d and rcp.rp.d of 3.0 differ in the last bit.
define <6 x double> @src2() {
  %a = call float @llvm.nvvm.div.rz.f(float 1.0, float 3.0)
  %b = call float @llvm.nvvm.div.rm.ftz.f(float 1.0, float 3.0)
  %c = call float @llvm.nvvm.div.rp.f(float 1.0, float 3.0)
  %d = call float @llvm.nvvm.div.rn.f(float 1.0, float 3.0)
  %e = call double @llvm.nvvm.rcp.rm.d(double 3.0)
  %f = call double @llvm.nvvm.rcp.rp.d(double 3.0)
  %a1 = fpext float %a to double
  %b1 = fpext float %b to double
  %c1 = fpext float %c to double
  %d1 = fpext float %d to double
  %v0 = insertelement <6 x double> poison, double %a1, i32 0
  %v1 = insertelement <6 x double> %v0, double %b1, i32 1
  %v2 = insertelement <6 x double> %v1, double %c1, i32 2
  %v3 = insertelement <6 x double> %v2, double %d1, i32 3
  %v4 = insertelement <6 x double> %v3, double %e, i32 4
  %v5 = insertelement <6 x double> %v4, double %f, i32 5
  ret <6 x double> %v5
}
define <6 x double> @tgt2() {
  ret <6 x double> <double 0x3FD5555540000000, double 0x3FD5555540000000, double 0x3FD5555560000000, double 0x3FD5555560000000, double 0x3FD5555555555555, double 0x3FD5555555555556>
}

; fma rounds once: (1 + 2^-30)(1 - 2^-30) - 1 is -2^-60, not 0; rp of
; 1 * 1 + 2^-60 is the next double after 1, rz is 1.
define <3 x double> @src3() {
  %a = call double @llvm.nvvm.fma.rn.d(double 0x3FF0000000400000, double 0x3FEFFFFFFF800000, double -1.0)
  %b = call double @llvm.nvvm.fma.rp.d(double 1.0, double 1.0, double 0x3C30000000000000)
  %c = call double @llvm.nvvm.fma.rz.d(double 1.0, double 1.0, double 0x3C30000000000000)
  %v0 = insertelement <3 x double> poison, double %a, i32 0
  %v1 = insertelement <3 x double> %v0, double %b, i32 1
  %v2 = insertelement <3 x double> %v1, double %c, i32 2
  ret <3 x double> %v2
}
define <3 x double> @tgt3() {
  ret <3 x double> <double 0xBC30000000000000, double 0x3FF0000000000001, double 1.0>
}

; .ftz: 2^-126 * 0.5 is subnormal, flushed to zero; a subnormal input is
; read as zero (of its sign).  Without .ftz the subnormal is kept.
define <4 x float> @src4() {
  %a = call float @llvm.nvvm.mul.rn.ftz.f(float 0x3810000000000000, float 0.5)
  %b = call float @llvm.nvvm.mul.rn.f(float 0x3810000000000000, float 0.5)
  %c = call float @llvm.nvvm.add.rz.ftz.f(float 0xB6A0000000000000, float -0.0)
  %d = call float @llvm.nvvm.fma.rm.ftz.f(float 0x36A0000000000000, float 0x4170000000000000, float 0.0)
  %v0 = insertelement <4 x float> poison, float %a, i32 0
  %v1 = insertelement <4 x float> %v0, float %b, i32 1
  %v2 = insertelement <4 x float> %v1, float %c, i32 2
  %v3 = insertelement <4 x float> %v2, float %d, i32 3
  ret <4 x float> %v3
}
define <4 x float> @tgt4() {
  ret <4 x float> <float 0.0, float 0x3800000000000000, float -0.0, float 0.0>
}

; 2^-126 * (1 - 2^-24) rounded up is 2^-126, the smallest normal number,
; from a subnormal exact value: with .ftz the ISA allows it or zero.
define float @src5() {
  %a = call float @llvm.nvvm.mul.rp.ftz.f(float 0x3810000000000000, float 0x3FEFFFFFE0000000)
  ret float %a
}
define float @tgt5() {
  ret float 0x3810000000000000
}

; fadd, fma, fdiv 1/x and sqrt in the default environment lower to the
; .rn forms: PTX's NaNs are among the LangRef's.
define double @src6(double %x, double %y, double %z) {
  %a = fadd double %x, %y
  %b = call double @llvm.fma.f64(double %a, double %y, double %z)
  %c = fdiv double 1.0, %b
  %d = call double @llvm.sqrt.f64(double %c)
  ret double %d
}
define double @tgt6(double %x, double %y, double %z) {
  %a = call double @llvm.nvvm.add.rn.d(double %x, double %y)
  %b = call double @llvm.nvvm.fma.rn.d(double %a, double %y, double %z)
  %c = call double @llvm.nvvm.rcp.rn.d(double %b)
  %d = call double @llvm.nvvm.sqrt.rn.d(double %c)
  ret double %d
}

define float @src7(float %x, float %y) {
  %a = fmul float %x, %y
  %b = fdiv float %a, %y
  ret float %b
}
define float @tgt7(float %x, float %y) {
  %a = call float @llvm.nvvm.mul.rn.f(float %x, float %y)
  %b = call float @llvm.nvvm.div.rn.f(float %a, float %y)
  ret float %b
}

; the directed roundings commute like IEEE operations
define double @src8(double %x, double %y) {
  %a = call double @llvm.nvvm.mul.rm.d(double %x, double %y)
  %b = call double @llvm.nvvm.add.rp.d(double %a, double %y)
  ret double %b
}
define double @tgt8(double %x, double %y) {
  %a = call double @llvm.nvvm.mul.rm.d(double %y, double %x)
  %b = call double @llvm.nvvm.add.rp.d(double %y, double %a)
  ret double %b
}

; f2i.rz is fptosi.sat: NaN gives 0 from f32 to 32 bits; f2ui.rz is
; fptoui.sat.
define i32 @src9(float %x) {
  %a = call i32 @llvm.nvvm.f2i.rz(float %x)
  %b = call i32 @llvm.nvvm.f2ui.rz(float %x)
  %c = xor i32 %a, %b
  ret i32 %c
}
define i32 @tgt9(float %x) {
  %a = call i32 @llvm.fptosi.sat.i32.f32(float %x)
  %b = call i32 @llvm.fptoui.sat.i32.f32(float %x)
  %c = xor i32 %a, %b
  ret i32 %c
}

; d2ll.rm: floor, clamped; NaN from f64 gives 1 << 63.
define i64 @src10(double %x) {
  %a = call i64 @llvm.nvvm.d2ll.rm(double %x)
  ret i64 %a
}
define i64 @tgt10(double %x) {
  %n = fcmp uno double %x, 0.0
  %f = call double @llvm.floor.f64(double %x)
  %s = call i64 @llvm.fptosi.sat.i64.f64(double %f)
  %r = select i1 %n, i64 -9223372036854775808, i64 %s
  ret i64 %r
}

; conversions of constants: NaN (0 or 1 << (w - 1)), out of range (clamped),
; ties to even, .ftz with .rpi on a positive subnormal.
define <8 x i64> @src11() {
  %a = call i32 @llvm.nvvm.f2i.rn(float 0x7FF8000000000000)
  %b = call i32 @llvm.nvvm.d2ui.rz(double 0x7FF8000000000000)
  %c = call i64 @llvm.nvvm.f2ll.rm(float 0xFFF0000000000000)
  %d = call i32 @llvm.nvvm.d2ui.rp(double 5.0e9)
  %e = call i64 @llvm.nvvm.f2ull.rz(float -5.0)
  %f = call i32 @llvm.nvvm.f2i.rn(float 2.5)
  %g = call i32 @llvm.nvvm.f2i.rp.ftz(float 0x36A0000000000000)
  %h = call i32 @llvm.nvvm.f2i.rp(float 0x36A0000000000000)
  %a1 = sext i32 %a to i64
  %b1 = zext i32 %b to i64
  %d1 = zext i32 %d to i64
  %f1 = sext i32 %f to i64
  %g1 = sext i32 %g to i64
  %h1 = sext i32 %h to i64
  %v0 = insertelement <8 x i64> poison, i64 %a1, i32 0
  %v1 = insertelement <8 x i64> %v0, i64 %b1, i32 1
  %v2 = insertelement <8 x i64> %v1, i64 %c, i32 2
  %v3 = insertelement <8 x i64> %v2, i64 %d1, i32 3
  %v4 = insertelement <8 x i64> %v3, i64 %e, i32 4
  %v5 = insertelement <8 x i64> %v4, i64 %f1, i32 5
  %v6 = insertelement <8 x i64> %v5, i64 %g1, i32 6
  %v7 = insertelement <8 x i64> %v6, i64 %h1, i32 7
  ret <8 x i64> %v7
}
define <8 x i64> @tgt11() {
  ret <8 x i64> <i64 0, i64 2147483648, i64 -9223372036854775808, i64 4294967295, i64 0, i64 2, i64 0, i64 1>
}

; min/max: a NaN operand is ignored, .nan makes any NaN operand a NaN (the
; GPU's canonical 0x7fffffff among them), -0 < +0, .xorsign.abs: the
; larger (smaller) magnitude with the XOR of the signs.
define <6 x float> @src12() {
  %a = call float @llvm.nvvm.fmax.f(float 0x7FF8000000000000, float 1.0)
  %b = call float @llvm.nvvm.fmax.nan.f(float 0x7FF8000000000000, float 1.0)
  %c = call float @llvm.nvvm.fmin.f(float 0.0, float -0.0)
  %d = call float @llvm.nvvm.fmax.ftz.f(float -0.0, float 0x36A0000000000000)
  %e = call float @llvm.nvvm.fmax.xorsign.abs.f(float -3.0, float 2.0)
  %f = call float @llvm.nvvm.fmin.nan.xorsign.abs.f(float -3.0, float -2.0)
  %v0 = insertelement <6 x float> poison, float %a, i32 0
  %v1 = insertelement <6 x float> %v0, float %b, i32 1
  %v2 = insertelement <6 x float> %v1, float %c, i32 2
  %v3 = insertelement <6 x float> %v2, float %d, i32 3
  %v4 = insertelement <6 x float> %v3, float %e, i32 4
  %v5 = insertelement <6 x float> %v4, float %f, i32 5
  ret <6 x float> %v5
}
define <6 x float> @tgt12() {
  ret <6 x float> <float 1.0, float 0x7FFFFFFFE0000000, float -0.0, float 0.0, float -3.0, float 2.0>
}

; fmin/fmax commute (both NaN: a NaN either way)
define float @src13(float %x, float %y) {
  %a = call float @llvm.nvvm.fmin.ftz.nan.xorsign.abs.f(float %x, float %y)
  %b = call float @llvm.nvvm.fmax.f(float %a, float %y)
  ret float %b
}
define float @tgt13(float %x, float %y) {
  %a = call float @llvm.nvvm.fmin.ftz.nan.xorsign.abs.f(float %y, float %x)
  %b = call float @llvm.nvvm.fmax.f(float %y, float %a)
  ret float %b
}

; llvm.minimum lowers to min.NaN; minnum of non-NaN values to min
define float @src14(float %x, float %y) {
  %a = call float @llvm.minimum.f32(float %x, float %y)
  ret float %a
}
define float @tgt14(float %x, float %y) {
  %a = call float @llvm.nvvm.fmin.nan.f(float %x, float %y)
  ret float %a
}

; nvvm.fabs is llvm.fabs but for NaNs, whose sign and payload it may change
define double @src15(double %x) {
  %a = call double @llvm.nvvm.fabs.f64(double %x)
  ret double %a
}
define double @tgt15(double %x) {
  %a = call double @llvm.fabs.f64(double %x)
  ret double %a
}

; floor/ceil/round (cvt.rni: ties to even), .ftz reads a subnormal as zero
define <6 x float> @src16() {
  %a = call float @llvm.nvvm.round.f(float 2.5)
  %b = call float @llvm.nvvm.round.ftz.f(float -3.5)
  %c = call float @llvm.nvvm.floor.ftz.f(float 0xB6A0000000000000)
  %d = call float @llvm.nvvm.floor.f(float 0xB6A0000000000000)
  %e = call float @llvm.nvvm.ceil.f(float 0x36A0000000000000)
  %f = call float @llvm.nvvm.fabs.ftz(float 0xB6A0000000000000)
  %v0 = insertelement <6 x float> poison, float %a, i32 0
  %v1 = insertelement <6 x float> %v0, float %b, i32 1
  %v2 = insertelement <6 x float> %v1, float %c, i32 2
  %v3 = insertelement <6 x float> %v2, float %d, i32 3
  %v4 = insertelement <6 x float> %v3, float %e, i32 4
  %v5 = insertelement <6 x float> %v4, float %f, i32 5
  ret <6 x float> %v5
}
define <6 x float> @tgt16() {
  ret <6 x float> <float 2.0, float -4.0, float -0.0, float -1.0, float 1.0, float 0.0>
}

; round.d is roundeven (cvt.rni.f64.f64)
define double @src17(double %x) {
  %a = call double @llvm.roundeven.f64(double %x)
  ret double %a
}
define double @tgt17(double %x) {
  %a = call double @llvm.nvvm.round.d(double %x)
  ret double %a
}

; saturate: clamps to [0, 1], NaN gives +0.0
define <4 x float> @src18() {
  %a = call float @llvm.nvvm.saturate.f(float 0x7FF8000000000000)
  %b = call float @llvm.nvvm.saturate.ftz.f(float 2.0)
  %c = call float @llvm.nvvm.saturate.f(float 0xB6A0000000000000)
  %d = call float @llvm.nvvm.saturate.f(float 0x3FE8000000000000)
  %v0 = insertelement <4 x float> poison, float %a, i32 0
  %v1 = insertelement <4 x float> %v0, float %b, i32 1
  %v2 = insertelement <4 x float> %v1, float %c, i32 2
  %v3 = insertelement <4 x float> %v2, float %d, i32 3
  ret <4 x float> %v3
}
define <4 x float> @tgt18() {
  ret <4 x float> <float 0.0, float 1.0, float 0.0, float 0.75>
}

; sqrt.f may be approximate (only exact where every variant agrees: -0.0);
; sqrt.rn.ftz flushes a subnormal input
define <3 x float> @src19() {
  %a = call float @llvm.nvvm.sqrt.f(float 2.0)
  %b = call float @llvm.nvvm.sqrt.f(float -0.0)
  %c = call float @llvm.nvvm.sqrt.rn.ftz.f(float 0x36A0000000000000)
  %v0 = insertelement <3 x float> poison, float %a, i32 0
  %v1 = insertelement <3 x float> %v0, float %b, i32 1
  %v2 = insertelement <3 x float> %v1, float %c, i32 2
  ret <3 x float> %v2
}
define <3 x float> @tgt19() {
  ret <3 x float> <float 0x3FF6A09E60000000, float -0.0, float 0.0>
}

; half and bfloat min/max, lane by lane
define <2 x half> @src20(<2 x half> %x, <2 x half> %y) {
  %a = call <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x half> %x, <2 x half> %y)
  ret <2 x half> %a
}
define <2 x half> @tgt20(<2 x half> %x, <2 x half> %y) {
  %a = call <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x half> %y, <2 x half> %x)
  ret <2 x half> %a
}

declare float @llvm.nvvm.add.rz.f(float, float)
declare float @llvm.nvvm.add.rp.ftz.f(float, float)
declare float @llvm.nvvm.add.rm.f(float, float)
declare float @llvm.nvvm.add.rn.f(float, float)
declare float @llvm.nvvm.add.rz.ftz.f(float, float)
declare double @llvm.nvvm.add.rn.d(double, double)
declare double @llvm.nvvm.add.rp.d(double, double)
declare float @llvm.nvvm.div.rz.f(float, float)
declare float @llvm.nvvm.div.rm.ftz.f(float, float)
declare float @llvm.nvvm.div.rp.f(float, float)
declare float @llvm.nvvm.div.rn.f(float, float)
declare double @llvm.nvvm.rcp.rm.d(double)
declare double @llvm.nvvm.rcp.rp.d(double)
declare double @llvm.nvvm.rcp.rn.d(double)
declare double @llvm.nvvm.fma.rn.d(double, double, double)
declare double @llvm.nvvm.fma.rp.d(double, double, double)
declare double @llvm.nvvm.fma.rz.d(double, double, double)
declare float @llvm.nvvm.fma.rm.ftz.f(float, float, float)
declare float @llvm.nvvm.mul.rn.ftz.f(float, float)
declare float @llvm.nvvm.mul.rn.f(float, float)
declare float @llvm.nvvm.mul.rp.ftz.f(float, float)
declare double @llvm.nvvm.mul.rm.d(double, double)
declare double @llvm.nvvm.sqrt.rn.d(double)
declare float @llvm.nvvm.sqrt.f(float)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float)
declare i32 @llvm.nvvm.f2i.rz(float)
declare i32 @llvm.nvvm.f2ui.rz(float)
declare i32 @llvm.nvvm.f2i.rn(float)
declare i32 @llvm.nvvm.f2i.rp(float)
declare i32 @llvm.nvvm.f2i.rp.ftz(float)
declare i64 @llvm.nvvm.f2ll.rm(float)
declare i64 @llvm.nvvm.f2ull.rz(float)
declare i32 @llvm.nvvm.d2ui.rz(double)
declare i32 @llvm.nvvm.d2ui.rp(double)
declare i64 @llvm.nvvm.d2ll.rm(double)
declare float @llvm.nvvm.fmax.f(float, float)
declare float @llvm.nvvm.fmax.nan.f(float, float)
declare float @llvm.nvvm.fmin.f(float, float)
declare float @llvm.nvvm.fmax.ftz.f(float, float)
declare float @llvm.nvvm.fmax.xorsign.abs.f(float, float)
declare float @llvm.nvvm.fmin.nan.xorsign.abs.f(float, float)
declare float @llvm.nvvm.fmin.ftz.nan.xorsign.abs.f(float, float)
declare float @llvm.nvvm.fmin.nan.f(float, float)
declare <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x half>, <2 x half>)
declare double @llvm.nvvm.fabs.f64(double)
declare float @llvm.nvvm.fabs.ftz(float)
declare float @llvm.nvvm.round.f(float)
declare float @llvm.nvvm.round.ftz.f(float)
declare double @llvm.nvvm.round.d(double)
declare float @llvm.nvvm.floor.ftz.f(float)
declare float @llvm.nvvm.floor.f(float)
declare float @llvm.nvvm.ceil.f(float)
declare float @llvm.nvvm.saturate.f(float)
declare float @llvm.nvvm.saturate.ftz.f(float)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.floor.f64(double)
declare double @llvm.roundeven.f64(double)
declare double @llvm.fabs.f64(double)
declare float @llvm.minimum.f32(float, float)
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f32(float)
declare i64 @llvm.fptosi.sat.i64.f64(double)
