; Wrong floating-point rewrites (value mismatch): signed zeros without nsz,
; NaN without nnan, reassociation without reassoc, contraction without
; contract, precision-losing conversions.
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

declare double @llvm.fma.f64(double, double, double)
declare double @llvm.copysign.f64(double, double)
declare float @llvm.minnum.f32(float, float)

; 0.0 - x -> fneg x without nsz: x = +0.0 gives +0.0 versus -0.0 (the classic
; fsub/fneg confusion; only -0.0 - x is fneg x).
define float @src1(float noundef %x) {
  %r = fsub float 0.0, %x
  ret float %r
}
define float @tgt1(float noundef %x) {
  %r = fneg float %x
  ret float %r
}

; x + 0.0 -> x without nsz: x = -0.0 gives +0.0 versus -0.0.
define double @src2(double noundef %x) {
  %r = fadd double %x, 0.0
  ret double %r
}
define double @tgt2(double noundef %x) {
  ret double %x
}

; x * 0.0 -> 0.0 without nnan/nsz: x = -1.0 gives -0.0.
define float @src3(float noundef %x) {
  %r = fmul float %x, 0.0
  ret float %r
}
define float @tgt3(float noundef %x) {
  ret float 0.0
}

; x / x -> 1.0 without nnan: x = 0.0 gives NaN.
define double @src4(double noundef %x) {
  %r = fdiv double %x, %x
  ret double %r
}
define double @tgt4(double noundef %x) {
  ret double 1.0
}

; (a + b) + c -> a + (b + c) without reassoc: a = 1, b = 2^24, c = -2^24
; gives 0 (1 + 2^24 rounds to 2^24) versus 1.
; llfuzz-input: @src5(float 1.0, float 16777216.0, float -16777216.0)
define float @src5(float noundef %a, float noundef %b, float noundef %c) {
  %s = fadd float %a, %b
  %r = fadd float %s, %c
  ret float %r
}
define float @tgt5(float noundef %a, float noundef %b, float noundef %c) {
  %s = fadd float %b, %c
  %r = fadd float %a, %s
  ret float %r
}

; x == x -> true without nnan: false for a NaN x.
; llfuzz-input: @src6(float 0x7FF8000000000000)
define i1 @src6(float noundef %x) {
  %r = fcmp oeq float %x, %x
  ret i1 %r
}
define i1 @tgt6(float noundef %x) {
  ret i1 true
}

; !(x < y) -> x >= y: the negation of an ordered predicate is the unordered
; one (uge); they differ when an operand is NaN.
; llfuzz-input: @src7(double 0x7FF8000000000000, double 1.0)
define i1 @src7(double noundef %x, double noundef %y) {
  %c = fcmp olt double %x, %y
  %r = xor i1 %c, true
  ret i1 %r
}
define i1 @tgt7(double noundef %x, double noundef %y) {
  %r = fcmp oge double %x, %y
  ret i1 %r
}

; a * b + c -> fma(a, b, c) without contract: the fused result keeps the
; low bits the product rounds away (2^-56 versus 0).
; llfuzz-input: @src8(double 0x3FF0000001000000, double 0x3FF0000001000000, double 0xBFF0000002000000)
define double @src8(double noundef %a, double noundef %b, double noundef %c) {
  %m = fmul double %a, %b
  %r = fadd double %m, %c
  ret double %r
}
define double @tgt8(double noundef %a, double noundef %b, double noundef %c) {
  %r = call double @llvm.fma.f64(double %a, double %b, double %c)
  ret double %r
}

; fptosi(sitofp x to float) -> x: float has 24 bits of mantissa, 2^24 + 1
; rounds to 2^24.
; llfuzz-input: @src9(i32 16777217)
define i32 @src9(i32 noundef %x) {
  %f = sitofp i32 %x to float
  %r = fptosi float %f to i32
  ret i32 %r
}
define i32 @tgt9(i32 noundef %x) {
  ret i32 %x
}

; fpext(fptrunc x) -> x: the round trip through float loses precision (x = 0.1).
; llfuzz-input: @src10(double 0.1)
define double @src10(double noundef %x) {
  %t = fptrunc double %x to float
  %r = fpext float %t to double
  ret double %r
}
define double @tgt10(double noundef %x) {
  ret double %x
}

; copysign(x, -1.0) -> fneg x: wrong for negative x (x = -1.0: -1.0 versus 1.0).
define double @src11(double noundef %x) {
  %r = call double @llvm.copysign.f64(double %x, double -1.0)
  ret double %r
}
define double @tgt11(double noundef %x) {
  %r = fneg double %x
  ret double %r
}

; minnum(x, y) -> x < y ? x : y: minnum ignores a NaN operand, the select
; returns y = NaN (x = 1.0, y = NaN: 1.0 versus NaN).
; llfuzz-input: @src12(float 1.0, float 0x7FF8000000000000)
define float @src12(float noundef %x, float noundef %y) {
  %r = call float @llvm.minnum.f32(float %x, float %y)
  ret float %r
}
define float @tgt12(float noundef %x, float noundef %y) {
  %c = fcmp olt float %x, %y
  %r = select i1 %c, float %x, float %y
  ret float %r
}

; half: x + 0.0 -> x without nsz (x = -0.0 gives +0.0).
define half @src13(half noundef %x) {
  %r = fadd half %x, 0xH0000
  ret half %r
}
define half @tgt13(half noundef %x) {
  ret half %x
}
