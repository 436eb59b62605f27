; Wrong folds of AMDGPU (llvm.amdgcn.*) intrinsics: each confuses the
; instruction with a near miss (fmed3 with min/max, a NaN or a zero of the
; wrong kind; the class bits; frexp like C's with a fraction in [1, 2) or an
; exponent for inf; bit fields unsigned for signed, modulo the wrong width;
; cvt.pkrtz rounding to nearest or overflowing; the legacy multiply as an
; IEEE one; trig.preop's bits; saturation; the approximations' special
; values).  llfuzz must find each.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: value mismatch
; CHECK: @src10/@tgt10: ERROR: value mismatch
; CHECK: @src11/@tgt11: ERROR: value mismatch
; CHECK: @src12/@tgt12: ERROR: value mismatch
; CHECK: @src13/@tgt13: ERROR: value mismatch
; CHECK: @src14/@tgt14: ERROR: value mismatch
; CHECK: @src15/@tgt15: ERROR: value mismatch
; CHECK: @src16/@tgt16: ERROR: value mismatch
; CHECK: @src17/@tgt17: ERROR: value mismatch
; CHECK: @src18/@tgt18: ERROR: value mismatch
; CHECK: @src19/@tgt19: ERROR: value mismatch
; CHECK: @src20/@tgt20: ERROR: value mismatch
; CHECK: @src21/@tgt21: ERROR: value mismatch
; CHECK: @src22/@tgt22: ERROR: value mismatch
; CHECK: @src23/@tgt23: ERROR: value mismatch
; CHECK: @src24/@tgt24: ERROR: value mismatch

; fmed3(x, 0, 1) is a clamp, not minnum(x, 1)
define float @src1(float %x) {
  %r = call float @llvm.amdgcn.fmed3.f32(float %x, float 0.0, float 1.0)
  ret float %r
}
define float @tgt1(float %x) {
  %r = call float @llvm.minnum.f32(float %x, float 1.0)
  ret float %r
}

; fmed3 of constants folded to the largest
define float @src2() {
  %r = call float @llvm.amdgcn.fmed3.f32(float 0.5, float -1.0, float 4.0)
  ret float %r
}
define float @tgt2() {
  ret float 4.0
}

; fmed3 with -inf folded to the larger of the others
define float @src3(float %x, float %y) {
  %r = call float @llvm.amdgcn.fmed3.f32(float %x, float %y, float 0xFFF0000000000000)
  ret float %r
}
define float @tgt3(float %x, float %y) {
  %r = call float @llvm.maxnum.f32(float %x, float %y)
  ret float %r
}

; the median is not maxnum(minnum(x, y), z)
define float @src4(float %x, float %y, float %z) {
  %r = call float @llvm.amdgcn.fmed3.f32(float %x, float %y, float %z)
  ret float %r
}
define float @tgt4(float %x, float %y, float %z) {
  %m = call float @llvm.minnum.f32(float %x, float %y)
  %r = call float @llvm.maxnum.f32(float %m, float %z)
  ret float %r
}

; fmed3 with one quiet NaN does not return a NaN
define float @src5() {
  %r = call float @llvm.amdgcn.fmed3.f32(float 0x7FF8000000000000, float 2.0, float 3.0)
  ret float %r
}
define float @tgt5() {
  ret float 0x7FF8000000000000
}

; fmed3 of 1.0, 1.0, -0.0 is 1.0, not a zero
define float @src6() {
  %r = call float @llvm.amdgcn.fmed3.f32(float 1.0, float -0.0, float 1.0)
  ret float %r
}
define float @tgt6() {
  ret float -0.0
}

; class(x, +0 only) is not fcmp oeq x, 0.0 (-0.0 passes that)
define i1 @src7(float %x) {
  %r = call i1 @llvm.amdgcn.class.f32(float %x, i32 64)
  ret i1 %r
}
define i1 @tgt7(float %x) {
  %r = fcmp oeq float %x, 0.0
  ret i1 %r
}

; class bit 9 is +inf, not -inf
define i1 @src8(half %x) {
  %r = call i1 @llvm.amdgcn.class.f16(half %x, i32 512)
  ret i1 %r
}
define i1 @tgt8(half %x) {
  %r = fcmp oeq half %x, 0xHFC00
  ret i1 %r
}

; frexp.mant of 6.0 is 0.75, not 1.5
define float @src9() {
  %r = call float @llvm.amdgcn.frexp.mant.f32(float 6.0)
  ret float %r
}
define float @tgt9() {
  ret float 1.5
}

; frexp.exp of +inf is 0, not 128; of a subnormal -148
define i32 @src10() {
  %a = call i32 @llvm.amdgcn.frexp.exp.i32.f32(float 0x7FF0000000000000)
  %b = call i32 @llvm.amdgcn.frexp.exp.i32.f32(float 0x36A0000000000000)
  %r = add i32 %a, %b
  ret i32 %r
}
define i32 @tgt10() {
  ret i32 -20
}

; sbfe(x, 28, 8) sign-extends: not lshr
define i32 @src11(i32 %x) {
  %r = call i32 @llvm.amdgcn.sbfe.i32(i32 %x, i32 28, i32 8)
  ret i32 %r
}
define i32 @tgt11(i32 %x) {
  %r = lshr i32 %x, 28
  ret i32 %r
}

; ubfe(x, 0, 32): a width of 32 is 0 modulo 32, not the whole of x
define i32 @src12(i32 %x) {
  %r = call i32 @llvm.amdgcn.ubfe.i32(i32 %x, i32 0, i32 32)
  ret i32 %r
}
define i32 @tgt12(i32 %x) {
  ret i32 %x
}

; ubfe.i64 offset 33 is not taken modulo 32
define i64 @src13(i64 %x) {
  %r = call i64 @llvm.amdgcn.ubfe.i64(i64 %x, i32 33, i32 4)
  ret i64 %r
}
define i64 @tgt13(i64 %x) {
  %s = lshr i64 %x, 1
  %r = and i64 %s, 15
  ret i64 %r
}

; cvt.pkrtz rounds toward zero, not to nearest
define <2 x half> @src14() {
  %r = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float 1.000732421875, float 0.0)
  ret <2 x half> %r
}
define <2 x half> @tgt14() {
  ret <2 x half> <half 0xH3C01, half 0.0>
}

; cvt.pkrtz of 65520.0 is the largest half, not inf
define <2 x half> @src15(float %x) {
  %r = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %x, float 65520.0)
  %e = extractelement <2 x half> %r, i64 1
  %v = insertelement <2 x half> zeroinitializer, half %e, i64 1
  ret <2 x half> %v
}
define <2 x half> @tgt15(float %x) {
  ret <2 x half> <half 0.0, half 0xH7C00>
}

; fmul.legacy(x, 0.0) is not fmul x, 0.0 (x = inf, NaN)
define float @src16(float %x) {
  %r = call float @llvm.amdgcn.fmul.legacy(float %x, float 0.0)
  ret float %r
}
define float @tgt16(float %x) {
  %r = fmul float %x, 0.0
  ret float %r
}

; fma.legacy is not fma (0 * inf)
define float @src17(float %x, float %y, float %z) {
  %r = call float @llvm.amdgcn.fma.legacy(float %x, float %y, float %z)
  ret float %r
}
define float @tgt17(float %x, float %y, float %z) {
  %r = call float @llvm.fma.f32(float %x, float %y, float %z)
  ret float %r
}

; trig.preop segment 2 of 345.435 off by one unit in the last place
define double @src18() {
  %r = call double @llvm.amdgcn.trig.preop.f64(double 3.454350e+02, i32 2)
  ret double %r
}
define double @tgt18() {
  ret double 0x394A6EE06DB14ACD
}

; trig.preop of 1.0e300: the exponent shifts the bits (not segment 0's value)
define double @src19() {
  %r = call double @llvm.amdgcn.trig.preop.f64(double 1.0e300, i32 0)
  ret double %r
}
define double @tgt19() {
  ret double 0x3FE45F306DC9C882
}

; cvt.off.f32.i4 of 8 is -0.5 (signed), not 0.5
define float @src20() {
  %r = call float @llvm.amdgcn.cvt.off.f32.i4(i32 8)
  ret float %r
}
define float @tgt20() {
  ret float 0.5
}

; cvt.pk.i16 saturates, it does not truncate
define <2 x i16> @src21(i32 %x) {
  %r = call <2 x i16> @llvm.amdgcn.cvt.pk.i16(i32 %x, i32 70000)
  %e = extractelement <2 x i16> %r, i64 1
  %v = insertelement <2 x i16> zeroinitializer, i16 %e, i64 1
  ret <2 x i16> %v
}
define <2 x i16> @tgt21(i32 %x) {
  ret <2 x i16> <i16 0, i16 4464>
}

; cvt.pk.u16 reads unsigned inputs: -1 saturates to 65535
define <2 x i16> @src22() {
  %r = call <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32 -1, i32 0)
  ret <2 x i16> %r
}
define <2 x i16> @tgt22() {
  ret <2 x i16> zeroinitializer
}

; sqrt.f32 of -4.0 is a NaN, not 2.0
define float @src23() {
  %r = call float @llvm.amdgcn.sqrt.f32(float -4.0)
  ret float %r
}
define float @tgt23() {
  ret float 2.0
}

; exp2 of 0.0 is 1.0; rsq of +inf is +0.0
define <2 x float> @src24() {
  %a = call float @llvm.amdgcn.exp2.f32(float 0.0)
  %b = call float @llvm.amdgcn.rsq.f32(float 0x7FF0000000000000)
  %v0 = insertelement <2 x float> poison, float %a, i64 0
  %v1 = insertelement <2 x float> %v0, float %b, i64 1
  ret <2 x float> %v1
}
define <2 x float> @tgt24() {
  ret <2 x float> <float 0.0, float 0x7FF0000000000000>
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
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare i1 @llvm.amdgcn.class.f32(float, i32)
declare i1 @llvm.amdgcn.class.f16(half, i32)
declare float @llvm.amdgcn.frexp.mant.f32(float)
declare i32 @llvm.amdgcn.frexp.exp.i32.f32(float)
declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.sbfe.i32(i32, i32, i32)
declare i64 @llvm.amdgcn.ubfe.i64(i64, i32, i32)
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
declare float @llvm.amdgcn.fmul.legacy(float, float)
declare float @llvm.amdgcn.fma.legacy(float, float, float)
declare float @llvm.fma.f32(float, float, float)
