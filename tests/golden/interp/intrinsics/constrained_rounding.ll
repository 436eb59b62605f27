; LangRef "Constrained Floating-Point Intrinsics": a static rounding mode
; (round.upward, round.downward, round.towardzero, round.tonearestaway) is
; the mode the operation rounds in -- a run where the environment rounds
; otherwise is UB.  Each value below differs from the one rounded to
; nearest, ties to even.  libm functions (sin) under a static mode other
; than to-nearest stay unsupported.
;
; RUN: %llfuzz run %s --entry '*' | FileCheck %s
; CHECK: @up: float 1.0000001
; CHECK-NEXT: @down: float -1.0000001
; CHECK-NEXT: @div: <2 x float> <float 0.3333333, float 0.33333334>
; CHECK-NEXT: @fmaup: double 1.0000000000000002
; CHECK-NEXT: @sqrt: <2 x float> <float 1.4142135, float 1.4142137>
; CHECK-NEXT: @sitofp: <2 x float> <float 16777218.0, float 16777216.0>
; CHECK-NEXT: @uitofp: <2 x float> <float 18446743000000000000.0, float 18446744000000000000.0>
; CHECK-NEXT: @fptrunc: <2 x float> <float 1.0000001, float 1.0>
; CHECK-NEXT: @rint: double 3.0
; CHECK-NEXT: @lrint: i64 -3
; CHECK-NEXT: @sin: unsupported: llvm.experimental.constrained.sin.f32 with the static rounding mode "round.upward"
; CHECK-NEXT: @aw: <2 x float> <float 1.0000001, float -1.0000001>

; 1 + 2^-30 up is 1 + 2^-23; -1 - 2^-30 down is -(1 + 2^-23)
define float @up() {
  %r = call float @llvm.experimental.constrained.fadd.f32(float 1.0, float 0x3E10000000000000, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret float %r
}
define float @down() {
  %r = call float @llvm.experimental.constrained.fsub.f32(float -1.0, float 0x3E10000000000000, metadata !"round.downward", metadata !"fpexcept.ignore")
  ret float %r
}
; 1/3 toward zero 0x3EAAAAAA; to nearest 0x3EAAAAAB
define <2 x float> @div() {
  %a = call float @llvm.experimental.constrained.fdiv.f32(float 1.0, float 3.0, metadata !"round.towardzero", metadata !"fpexcept.ignore")
  %b = call float @llvm.experimental.constrained.fdiv.f32(float 1.0, float 3.0, metadata !"round.tonearest", metadata !"fpexcept.ignore")
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v1 = insertelement <2 x float> %v0, float %b, i32 1
  ret <2 x float> %v1
}
define double @fmaup() {
  %r = call double @llvm.experimental.constrained.fma.f64(double 1.0, double 1.0, double 0x3C30000000000000, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret double %r
}
define <2 x float> @sqrt() {
  %a = call float @llvm.experimental.constrained.sqrt.f32(float 2.0, metadata !"round.downward", metadata !"fpexcept.ignore")
  %b = call float @llvm.experimental.constrained.sqrt.f32(float 2.0, metadata !"round.upward", metadata !"fpexcept.ignore")
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v1 = insertelement <2 x float> %v0, float %b, i32 1
  ret <2 x float> %v1
}
; 2^24 + 1 is a tie: away from zero 2^24 + 2, to even 2^24
define <2 x float> @sitofp() {
  %a = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 16777217, metadata !"round.tonearestaway", metadata !"fpexcept.ignore")
  %b = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 16777217, metadata !"round.tonearest", metadata !"fpexcept.ignore")
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v1 = insertelement <2 x float> %v0, float %b, i32 1
  ret <2 x float> %v1
}
; 2^64 - 1: toward zero the float below 2^64, to nearest 2^64
define <2 x float> @uitofp() {
  %a = call float @llvm.experimental.constrained.uitofp.f32.i64(i64 -1, metadata !"round.towardzero", metadata !"fpexcept.ignore")
  %b = call float @llvm.experimental.constrained.uitofp.f32.i64(i64 -1, metadata !"round.dynamic", metadata !"fpexcept.ignore")
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v1 = insertelement <2 x float> %v0, float %b, i32 1
  ret <2 x float> %v1
}
; 1 + 2^-24 is a tie: away 1 + 2^-23, down 1
define <2 x float> @fptrunc() {
  %a = call float @llvm.experimental.constrained.fptrunc.f32.f64(double 0x3FF0000010000000, metadata !"round.tonearestaway", metadata !"fpexcept.ignore")
  %b = call float @llvm.experimental.constrained.fptrunc.f32.f64(double 0x3FF0000010000000, metadata !"round.downward", metadata !"fpexcept.ignore")
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v1 = insertelement <2 x float> %v0, float %b, i32 1
  ret <2 x float> %v1
}
; rint and lrint round to an integer in the current mode
define double @rint() {
  %r = call double @llvm.experimental.constrained.rint.f64(double 2.5, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret double %r
}
define i64 @lrint() {
  %r = call i64 @llvm.experimental.constrained.lrint.i64.f64(double -2.5, metadata !"round.downward", metadata !"fpexcept.ignore")
  ret i64 %r
}
define float @sin() {
  %r = call float @llvm.experimental.constrained.sin.f32(float 1.0, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret float %r
}
; 1 + 2^-24 is a tie: away from zero 1 + 2^-23, either sign (to even: 1)
define <2 x float> @aw() {
  %a = call float @llvm.experimental.constrained.fadd.f32(float 1.0, float 0x3E70000000000000, metadata !"round.tonearestaway", metadata !"fpexcept.ignore")
  %e = call float @llvm.experimental.constrained.fsub.f32(float -1.0, float 0x3E70000000000000, metadata !"round.tonearestaway", metadata !"fpexcept.ignore")
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v1 = insertelement <2 x float> %v0, float %e, i32 1
  ret <2 x float> %v1
}
