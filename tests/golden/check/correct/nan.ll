; NaN results: a floating-point operation that returns a NaN may return any
; (quiet) NaN (sign and payload are not fixed), and signed zeros and NaN
; inputs are handled exactly by the IEEE rules otherwise (LangRef, "Behavior
; of Floating-Point NaN values").
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
; CHECK-NOT: ERROR

declare float @llvm.fabs.f32(float)
declare double @llvm.copysign.f64(double, double)

; x + NaN -> a NaN of the other sign (the sign of a NaN result is not fixed).
define float @src1(float %x) {
  %r = fadd float %x, 0x7FF8000000000000
  ret float %r
}
define float @tgt1(float %x) {
  ret float 0xFFF8000000000000
}

; x * 1.0 -> x: the only difference is a signaling NaN x, which the source
; may return quieted or unchanged (LangRef: "fmul SNaN, 1.0" may give SNaN).
define double @src2(double %x) {
  %r = fmul double %x, 1.0
  ret double %r
}
define double @tgt2(double %x) {
  ret double %x
}

; x / 1.0 -> x: the same for fdiv.
define float @src3(float %x) {
  %r = fdiv float %x, 1.0
  ret float %r
}
define float @tgt3(float %x) {
  ret float %x
}

; fneg(fneg x) -> x: fneg only flips the sign bit, even of a NaN.
define double @src4(double %x) {
  %a = fneg double %x
  %r = fneg double %a
  ret double %r
}
define double @tgt4(double %x) {
  ret double %x
}

; -0.0 - x -> fneg x: right for both zeros (-0 - +0 = -0, -0 - -0 = +0).
define float @src5(float %x) {
  %r = fsub float -0.0, %x
  ret float %r
}
define float @tgt5(float %x) {
  %r = fneg float %x
  ret float %r
}

; x + -0.0 -> x: -0.0 is the identity of fadd (+0 + -0 = +0).
define double @src6(double %x) {
  %r = fadd double %x, -0.0
  ret double %r
}
define double @tgt6(double %x) {
  ret double %x
}

; fcmp uno x, x -> fcmp uno x, 0.0: both are "x is NaN".
define i1 @src7(float %x) {
  %r = fcmp uno float %x, %x
  ret i1 %r
}
define i1 @tgt7(float %x) {
  %r = fcmp uno float %x, 0.0
  ret i1 %r
}

; fcmp oeq x, x -> fcmp ord x, 0.0: x equals itself unless it is a NaN.
define i1 @src8(double %x) {
  %r = fcmp oeq double %x, %x
  ret i1 %r
}
define i1 @tgt8(double %x) {
  %r = fcmp ord double %x, 0.0
  ret i1 %r
}

; fabs(fabs x) -> fabs x.
define float @src9(float %x) {
  %a = call float @llvm.fabs.f32(float %x)
  %r = call float @llvm.fabs.f32(float %a)
  ret float %r
}
define float @tgt9(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

; copysign(x, -1.0) -> fneg(fabs x): both set the sign bit and keep the rest.
define double @src10(double %x) {
  %r = call double @llvm.copysign.f64(double %x, double -1.0)
  ret double %r
}
define double @tgt10(double %x) {
  %a = call double @llvm.fabs.f64(double %x)
  %r = fneg double %a
  ret double %r
}
declare double @llvm.fabs.f64(double)

; fcmp ult x, y -> not (fcmp oge x, y): the unordered predicate is the exact
; complement of the ordered one, NaN included.
define i1 @src11(float %x, float %y) {
  %r = fcmp ult float %x, %y
  ret i1 %r
}
define i1 @tgt11(float %x, float %y) {
  %c = fcmp oge float %x, %y
  %r = xor i1 %c, true
  ret i1 %r
}

; x * 4.0 -> (x * 2.0) * 2.0: scaling by a power of two is exact until it
; overflows, and both overflow to the same infinity.  A NaN x gives a NaN on
; both sides, even though the target's NaN went through two operations.
; llfuzz-input: @src12(double 0x7FF8000000000000)
define double @src12(double %x) {
  %r = fmul double %x, 4.0
  ret double %r
}
define double @tgt12(double %x) {
  %a = fmul double %x, 2.0
  %r = fmul double %a, 2.0
  ret double %r
}
