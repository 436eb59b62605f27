; LangRef "Constrained Floating-Point Intrinsics": each computes the
; operation of the same name; llfuzz's environment is the default one
; (rounding to nearest, exception flags not observable), so round.dynamic
; and round.tonearest under any exception behaviour give the ordinary
; result.  A static rounding mode is the environment's for the operation
; (the LangRef makes a mismatch with the dynamic mode UB): 1.0 + 2.5 is
; exact in every mode (constrained_rounding.ll has the inexact ones).
; They were all `unsupported` before.
;
; RUN: %llfuzz run %s --entry '*' | FileCheck %s --check-prefix=CHECK1
; CHECK1: @a: float 3.5
; CHECK1-NEXT: @b: <2 x float> <float 2.0, float 1.5>
; CHECK1-NEXT: @c: i1 true
; CHECK1-NEXT: @d: double 1.4142135623730951
; CHECK1-NEXT: @e: double -3.0
; CHECK1-NEXT: @f: i32 -2
; CHECK1-NEXT: @g: float 7.0
; CHECK1-NEXT: @h: float 3.5
; CHECK1-NEXT: @i: i64 2
; CHECK1-NEXT: @j: float 7.0
; CHECK1-NEXT: @l: i1 false
; CHECK1-NEXT: @m: float nan(unknown)
; CHECK1-NEXT: @n: double 1.5
; CHECK1-NEXT: @f2: i1 false
; RUN: %llfuzz run %s --entry f2 --args 'double 0x7FF8000000000000, double 1.0' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i1 true

define float @a() {
  %r = call float @llvm.experimental.constrained.fadd.f32(float 1.0, float 2.5, metadata !"round.dynamic", metadata !"fpexcept.strict")
  ret float %r
}
define <2 x float> @b() {
  %r = call <2 x float> @llvm.experimental.constrained.fmul.v2f32(<2 x float> <float 1.0, float 3.0>, <2 x float> <float 2.0, float 0.5>, metadata !"round.tonearest", metadata !"fpexcept.ignore")
  ret <2 x float> %r
}
define i1 @c() {
  %r = call i1 @llvm.experimental.constrained.fcmps.f64(double 1.0, double 2.0, metadata !"olt", metadata !"fpexcept.strict")
  ret i1 %r
}
define double @d() {
  %r = call double @llvm.experimental.constrained.sqrt.f64(double 2.0, metadata !"round.dynamic", metadata !"fpexcept.strict")
  ret double %r
}
define double @e() {
  %r = call double @llvm.experimental.constrained.floor.f64(double -2.5, metadata !"fpexcept.strict")
  ret double %r
}
define i32 @f() {
  %r = call i32 @llvm.experimental.constrained.fptosi.i32.f64(double -2.5, metadata !"fpexcept.strict")
  ret i32 %r
}
define float @g() {
  %r = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 7, metadata !"round.dynamic", metadata !"fpexcept.strict")
  ret float %r
}
define float @h() {
  %r = call float @llvm.experimental.constrained.fadd.f32(float 1.0, float 2.5, metadata !"round.upward", metadata !"fpexcept.strict")
  ret float %r
}
define i64 @i() {
  %r = call i64 @llvm.experimental.constrained.lrint.i64.f64(double 2.5, metadata !"round.dynamic", metadata !"fpexcept.strict")
  ret i64 %r
}
define float @j() {
  %r = call float @llvm.experimental.constrained.fma.f32(float 2.0, float 3.0, float 1.0, metadata !"round.dynamic", metadata !"fpexcept.strict")
  ret float %r
}
define i1 @l() {
  %r = call i1 @llvm.experimental.constrained.fcmp.f32(float 0x7FF8000000000000, float 1.0, metadata !"oeq", metadata !"fpexcept.ignore")
  ret i1 %r
}
define float @m() {
  %r = call float @llvm.experimental.constrained.fdiv.f32(float 0.0, float 0.0, metadata !"round.dynamic", metadata !"fpexcept.maytrap")
  ret float %r
}
define double @n() {
  %r = call double @llvm.experimental.constrained.fpext.f64.f32(float 1.5, metadata !"fpexcept.strict")
  ret double %r
}
define i1 @f2(double %a, double %b) {
  %r = call i1 @llvm.experimental.constrained.fcmps.f64(double %a, double %b, metadata !"uno", metadata !"fpexcept.strict")
  ret i1 %r
}
