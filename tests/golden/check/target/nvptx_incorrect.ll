; Wrong folds of NVPTX (llvm.nvvm.*) floating-point intrinsics: each
; confuses the PTX instruction with a near miss (the wrong rounding mode, a
; lost .ftz, fptosi.sat's NaN for d2i, IR min/max rules, round half away
; from zero, an unfused fma...).  llfuzz must find each.
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

; add.rz of 1 + 1.5 * 2^-24 folded with round-to-nearest
define float @src1() {
  %a = call float @llvm.nvvm.add.rz.f(float 1.0, float 0x3E78000000000000)
  ret float %a
}
define float @tgt1() {
  ret float 0x3FF0000020000000
}

; div.rm of 1/3 folded to nearest (rounding up)
define float @src2() {
  %a = call float @llvm.nvvm.div.rm.f(float 1.0, float 3.0)
  ret float %a
}
define float @tgt2() {
  ret float 0x3FD5555560000000
}

; mul.rn.ftz with a subnormal result kept (the .ftz lost)
define float @src3() {
  %a = call float @llvm.nvvm.mul.rn.ftz.f(float 0x3810000000000000, float 0.5)
  ret float %a
}
define float @tgt3() {
  ret float 0x3800000000000000
}

; add.rn.ftz of a subnormal and -0.0: the subnormal input is flushed
define float @src4() {
  %a = call float @llvm.nvvm.add.rn.ftz.f(float 0x36A0000000000000, float -0.0)
  ret float %a
}
define float @tgt4() {
  ret float 0x36A0000000000000
}

; fma.rn.d is fused: a separate multiply and add round twice
define double @src5() {
  %a = call double @llvm.nvvm.fma.rn.d(double 0x3FF0000000400000, double 0x3FEFFFFFFF800000, double -1.0)
  ret double %a
}
define double @tgt5() {
  %m = fmul double 0x3FF0000000400000, 0x3FEFFFFFFF800000
  %a = fadd double %m, -1.0
  ret double %a
}

; f2ui.rz of -1.0 saturates to 0, not the wrapped -1
define i32 @src6() {
  %a = call i32 @llvm.nvvm.f2ui.rz(float -1.0)
  ret i32 %a
}
define i32 @tgt6() {
  ret i32 -1
}

; d2i.rz is not fptosi.sat: a NaN from f64 gives INT_MIN, not 0
define i32 @src7() {
  %a = call i32 @llvm.nvvm.d2i.rz(double 0x7FF8000000000000)
  ret i32 %a
}
define i32 @tgt7() {
  %a = call i32 @llvm.fptosi.sat.i32.f64(double 0x7FF8000000000000)
  ret i32 %a
}

; f2ll.rn of a NaN: 1 << 63 (the destination is 64 bits), not 0
define i64 @src8() {
  %a = call i64 @llvm.nvvm.f2ll.rn(float 0x7FF8000000000000)
  ret i64 %a
}
define i64 @tgt8() {
  ret i64 0
}

; f2i.rp.ftz of a positive subnormal: flushed, so 0, not 1
define i32 @src9() {
  %a = call i32 @llvm.nvvm.f2i.rp.ftz(float 0x36A0000000000000)
  ret i32 %a
}
define i32 @tgt9() {
  ret i32 1
}

; fmax.xorsign.abs(-3, 2) is -3: the sign is the XOR of the signs
define float @src10() {
  %a = call float @llvm.nvvm.fmax.xorsign.abs.f(float -3.0, float 2.0)
  ret float %a
}
define float @tgt10() {
  ret float 3.0
}

; fmin.xorsign.abs(-3, -2) is +2, not -2 (min of the values)
define float @src11() {
  %a = call float @llvm.nvvm.fmin.xorsign.abs.f(float -3.0, float -2.0)
  ret float %a
}
define float @tgt11() {
  ret float -2.0
}

; fmax.nan with a NaN operand is a NaN, not the other operand
define float @src12() {
  %a = call float @llvm.nvvm.fmax.nan.f(float 0x7FF8000000000000, float 1.0)
  ret float %a
}
define float @tgt12() {
  ret float 1.0
}

; fmin orders -0.0 below +0.0
define float @src13() {
  %a = call float @llvm.nvvm.fmin.f(float 0.0, float -0.0)
  ret float %a
}
define float @tgt13() {
  ret float 0.0
}

; round is cvt.rni (ties to even), not llvm.round (ties away from zero)
define float @src14() {
  %a = call float @llvm.nvvm.round.f(float 2.5)
  ret float %a
}
define float @tgt14() {
  %a = call float @llvm.round.f32(float 2.5)
  ret float %a
}

; saturate of a NaN is +0.0
define float @src15() {
  %a = call float @llvm.nvvm.saturate.f(float 0x7FF8000000000000)
  ret float %a
}
define float @tgt15() {
  ret float 0x7FF8000000000000
}

; ceil.ftz of a positive subnormal: flushed, so 0, not 1
define float @src16() {
  %a = call float @llvm.nvvm.ceil.ftz.f(float 0x36A0000000000000)
  ret float %a
}
define float @tgt16() {
  ret float 1.0
}

; the same with an argument: the NaN inputs tell them apart
define i32 @src17(double %x) {
  %a = call i32 @llvm.nvvm.d2i.rz(double %x)
  ret i32 %a
}
define i32 @tgt17(double %x) {
  %a = call i32 @llvm.fptosi.sat.i32.f64(double %x)
  ret i32 %a
}

; llvm.fabs is not fabs.ftz: subnormals
define float @src18(float %x) {
  %a = call float @llvm.fabs.f32(float %x)
  ret float %a
}
define float @tgt18(float %x) {
  %a = call float @llvm.nvvm.fabs.ftz(float %x)
  ret float %a
}

; add.rn is not add.rn.ftz: subnormal inputs and results
define float @src19(float %x, float %y) {
  %a = call float @llvm.nvvm.add.rn.f(float %x, float %y)
  ret float %a
}
define float @tgt19(float %x, float %y) {
  %a = call float @llvm.nvvm.add.rn.ftz.f(float %x, float %y)
  ret float %a
}

declare float @llvm.nvvm.add.rz.f(float, float)
declare float @llvm.nvvm.add.rn.ftz.f(float, float)
declare float @llvm.nvvm.div.rm.f(float, float)
declare float @llvm.nvvm.mul.rn.ftz.f(float, float)
declare double @llvm.nvvm.fma.rn.d(double, double, double)
declare i32 @llvm.nvvm.f2ui.rz(float)
declare i32 @llvm.nvvm.d2i.rz(double)
declare i64 @llvm.nvvm.f2ll.rn(float)
declare i32 @llvm.nvvm.f2i.rp.ftz(float)
declare float @llvm.nvvm.fmax.xorsign.abs.f(float, float)
declare float @llvm.nvvm.fmin.xorsign.abs.f(float, float)
declare float @llvm.nvvm.fmax.nan.f(float, float)
declare float @llvm.nvvm.fmin.f(float, float)
declare float @llvm.nvvm.round.f(float)
declare float @llvm.nvvm.saturate.f(float)
declare float @llvm.nvvm.ceil.ftz.f(float)
declare i32 @llvm.fptosi.sat.i32.f64(double)
declare float @llvm.round.f32(float)
declare float @llvm.nvvm.add.rn.f(float, float)
declare float @llvm.nvvm.fabs.ftz(float)
declare float @llvm.fabs.f32(float)
