; LangRef "Constrained Floating-Point Intrinsics" with a static rounding
; mode: the operation rounds in that mode (a run where the environment
; does not is UB), so a fold must use it.  Folds with the right mode pass;
; folds rounded to nearest, or in the opposite direction, are found.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: no counterexample
; CHECK: @src9/@tgt9: ERROR: value mismatch

; 1 + 2^-30 rounded up is 1 + 2^-23
define float @src1() {
  %r = call float @llvm.experimental.constrained.fadd.f32(float 1.0, float 0x3E10000000000000, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret float %r
}
define float @tgt1() {
  ret float 0x3FF0000020000000
}

; ... not 1.0, its value to nearest
define float @src2() {
  %r = call float @llvm.experimental.constrained.fadd.f32(float 1.0, float 0x3E10000000000000, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret float %r
}
define float @tgt2() {
  ret float 1.0
}

; x * y toward zero, twice, is the same either way round
define double @src3(double %x, double %y) {
  %r = call double @llvm.experimental.constrained.fmul.f64(double %x, double %y, metadata !"round.towardzero", metadata !"fpexcept.ignore")
  ret double %r
}
define double @tgt3(double %x, double %y) {
  %r = call double @llvm.experimental.constrained.fmul.f64(double %y, double %x, metadata !"round.towardzero", metadata !"fpexcept.ignore")
  ret double %r
}

; rounding down is not rounding up
define double @src4(double %x, double %y) {
  %r = call double @llvm.experimental.constrained.fdiv.f64(double %x, double %y, metadata !"round.downward", metadata !"fpexcept.ignore")
  ret double %r
}
define double @tgt4(double %x, double %y) {
  %r = call double @llvm.experimental.constrained.fdiv.f64(double %x, double %y, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret double %r
}

; fma rounds once, upward: 1 * 1 + 2^-60 is the double after 1
define double @src5() {
  %r = call double @llvm.experimental.constrained.fma.f64(double 1.0, double 1.0, double 0x3C30000000000000, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret double %r
}
define double @tgt5() {
  ret double 0x3FF0000000000001
}

; sitofp of 2^24 + 1 to nearest, ties away, is 2^24 + 2, not 2^24
define float @src6() {
  %r = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 16777217, metadata !"round.tonearestaway", metadata !"fpexcept.ignore")
  ret float %r
}
define float @tgt6() {
  ret float 16777216.0
}

; fptrunc down is fptrunc.round with round.downward
define float @src7(double %x) {
  %r = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %x, metadata !"round.downward", metadata !"fpexcept.ignore")
  ret float %r
}
define float @tgt7(double %x) {
  %r = call float @llvm.fptrunc.round.f32.f64(double %x, metadata !"round.downward")
  ret float %r
}

; rint in round.upward is ceil
define double @src8(double %x) {
  %r = call double @llvm.experimental.constrained.rint.f64(double %x, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret double %r
}
define double @tgt8(double %x) {
  %r = call double @llvm.ceil.f64(double %x)
  ret double %r
}

; ... not rint to nearest
define double @src9(double %x) {
  %r = call double @llvm.experimental.constrained.rint.f64(double %x, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret double %r
}
define double @tgt9(double %x) {
  %r = call double @llvm.rint.f64(double %x)
  ret double %r
}

declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare double @llvm.experimental.constrained.fmul.f64(double, double, metadata, metadata)
declare double @llvm.experimental.constrained.fdiv.f64(double, double, metadata, metadata)
declare double @llvm.experimental.constrained.fma.f64(double, double, double, metadata, metadata)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
declare double @llvm.experimental.constrained.rint.f64(double, metadata, metadata)
declare float @llvm.fptrunc.round.f32.f64(double, metadata)
declare double @llvm.ceil.f64(double)
declare double @llvm.rint.f64(double)
