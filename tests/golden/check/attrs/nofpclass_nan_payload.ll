; nofpclass on a NaN whose payload is not known (LangRef "Behavior of
; Floating-Point NaN values": any payload, but "if all input NaNs are quiet
; ... the output NaN is definitely quiet"): the class is known from the
; exponent and the quiet bit.  llfuzz took any unknown bit for any class, so
; fadd of a quiet NaN broke nofpclass(snan), and opt -O2 adding noundef to
; such a function (InstCombine/simplify-demanded-fpclass-minimum.ll) looked
; like the target's UB.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample in 60 inputs (5 discarded: the source has UB)
; CHECK: @src2/@tgt2: ERROR: target is more poisonous
; CHECK: input:  float {{.*}}, float 0x7FF8000000000000
; CHECK: @src3/@tgt3: ERROR: source is more defined than target
; llfuzz-input: @src1(float 2.0, float 0x7FF8000000000000)
; llfuzz-input: @src2(float 2.0, float 0x7FF8000000000000)
; llfuzz-input: @src3(float 2.0, float 0x7FF4000000000000)

; quiet NaN inputs (no signaling NaN, no poison): the result is a quiet
; NaN, never a signaling one
define nofpclass(snan) float @src1(float noundef nofpclass(snan) %a, float noundef nofpclass(snan) %b) {
  %r = fadd float %a, %b
  ret float %r
}
define noundef nofpclass(snan) float @tgt1(float noundef nofpclass(snan) %a, float noundef nofpclass(snan) %b) {
  %r = fadd float %a, %b
  ret float %r
}

; ... which nofpclass(qnan) makes poison
define float @src2(float %a, float %b) {
  %r = fadd float %a, %b
  ret float %r
}
define nofpclass(qnan) float @tgt2(float %a, float %b) {
  %r = fadd float %a, %b
  ret float %r
}

; a signaling NaN input may come out unchanged: nofpclass(snan) may make it
; poison, and noundef then UB (FunctionAttrs, llvm/llvm-project#191338)
define nofpclass(snan) float @src3(float %a, float %b) {
  %r = call float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}
define noundef nofpclass(snan) float @tgt3(float %a, float %b) {
  %r = call float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}
