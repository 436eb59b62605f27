; Rewrites allowed by fast-math flags: nnan/ninf make NaN/Inf arguments and
; results poison, nsz makes the sign of a zero insignificant, reassoc, contract,
; arcp and afn allow approximate rewrites (LangRef, "Fast-Math Flags").
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
; CHECK-NOT: ERROR

declare double @llvm.fma.f64(double, double, double)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.pow.f32(float, float)
declare float @llvm.sqrt.f32(float)

; fcmp nnan uno x, y -> false: a NaN argument makes the source poison.
define i1 @src1(float %x, float %y) {
  %r = fcmp nnan uno float %x, %y
  ret i1 %r
}
define i1 @tgt1(float %x, float %y) {
  ret i1 false
}

; fcmp nnan ord x, y -> true.
define i1 @src2(double %x, double %y) {
  %r = fcmp nnan ord double %x, %y
  ret i1 %r
}
define i1 @tgt2(double %x, double %y) {
  ret i1 true
}

; fcmp ninf ogt x, FLT_MAX -> false: only +inf is above FLT_MAX, and ninf makes
; an infinite argument poison.
define i1 @src3(float %x) {
  %r = fcmp ninf ogt float %x, 0x47EFFFFFE0000000
  ret i1 %r
}
define i1 @tgt3(float %x) {
  ret i1 false
}

; fsub nsz 0.0, x -> fneg x: they differ only in the sign of a zero result.
define float @src4(float %x) {
  %r = fsub nsz float 0.0, %x
  ret float %r
}
define float @tgt4(float %x) {
  %r = fneg nsz float %x
  ret float %r
}

; fadd nsz x, 0.0 -> x: differs only for x = -0.0 (result +0.0).
define double @src5(double %x) {
  %r = fadd nsz double %x, 0.0
  ret double %r
}
define double @tgt5(double %x) {
  ret double %x
}

; fmul nnan nsz x, 0.0 -> 0.0: inf * 0 is NaN (poison under nnan), the sign of
; the zero does not matter under nsz.
define float @src6(float %x) {
  %r = fmul nnan nsz float %x, 0.0
  ret float %r
}
define float @tgt6(float %x) {
  ret float 0.0
}

; fdiv nnan x, x -> 1.0: 0/0 and inf/inf are NaN, poison under nnan.
define double @src7(double %x) {
  %r = fdiv nnan double %x, %x
  ret double %r
}
define double @tgt7(double %x) {
  ret double 1.0
}

; fsub nnan x, x -> 0.0: x - x is exactly +0.0 for finite x; inf - inf is NaN.
define float @src8(float %x) {
  %r = fsub nnan float %x, %x
  ret float %r
}
define float @tgt8(float %x) {
  ret float 0.0
}

; reassoc: (x + 1.0) + 2.0 -> x + 3.0.
define float @src9(float %x) {
  %a = fadd reassoc float %x, 1.0
  %r = fadd reassoc float %a, 2.0
  ret float %r
}
define float @tgt9(float %x) {
  %r = fadd reassoc float %x, 3.0
  ret float %r
}

; contract: a * b + c -> fma(a, b, c).  The input shows a case where they differ
; (a * b rounds away 2^-24; fma keeps it).
; llfuzz-input: @src10(double 0x3FF0000001000000, double 0x3FF0000001000000, double 0xBFF0000002000000)
define double @src10(double %a, double %b, double %c) {
  %m = fmul contract double %a, %b
  %r = fadd contract double %m, %c
  ret double %r
}
define double @tgt10(double %a, double %b, double %c) {
  %r = call contract double @llvm.fma.f64(double %a, double %b, double %c)
  ret double %r
}

; fmuladd may be fused or not: splitting it into fmul + fadd is right (no flags
; needed); the input is one where fused and unfused results differ.
; llfuzz-input: @src11(float 0x3FF0010000000000, float 0x3FF0010000000000, float 0xBFF0020000000000)
define float @src11(float %a, float %b, float %c) {
  %r = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  ret float %r
}
define float @tgt11(float %a, float %b, float %c) {
  %m = fmul float %a, %b
  %r = fadd float %m, %c
  ret float %r
}

; arcp: x / 3.0 -> x * (1.0 / 3.0) (the reciprocal is rounded, not exact).
define double @src12(double %x) {
  %r = fdiv arcp double %x, 3.0
  ret double %r
}
define double @tgt12(double %x) {
  %r = fmul arcp double %x, 0x3FD5555555555555
  ret double %r
}

; afn ninf nsz: pow(x, 0.5) -> sqrt(x) (pow(-0, .5) = +0 vs sqrt(-0) = -0 is
; nsz, pow(-inf, .5) = +inf vs sqrt(-inf) = NaN is ninf).
define float @src13(float %x) {
  %r = call afn ninf nsz float @llvm.pow.f32(float %x, float 0.5)
  ret float %r
}
define float @tgt13(float %x) {
  %r = call afn ninf nsz float @llvm.sqrt.f32(float %x)
  ret float %r
}

; nsz: -(x - y) -> y - x (x = y gives -0.0 versus +0.0).
define float @src14(float %x, float %y) {
  %d = fsub nsz float %x, %y
  %r = fneg nsz float %d
  ret float %r
}
define float @tgt14(float %x, float %y) {
  %r = fsub nsz float %y, %x
  ret float %r
}
