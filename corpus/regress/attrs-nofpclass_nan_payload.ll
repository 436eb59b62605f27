; A NaN of unknown payload whose inputs were quiet NaNs is a quiet NaN
; (LangRef "Behavior of Floating-Point NaN values"): nofpclass(snan) does not
; make it poison.  llfuzz took any unknown bit for any class, and opt -O2
; adding noundef to the return looked like UB the source did not have (a
; false alarm from InstCombine/simplify-demanded-fpclass-minimum.ll under
; -O2; also tests/golden/check/attrs/nofpclass_nan_payload.ll).
; llfuzz-engine: opt-22:-O2
; llfuzz-expect: refines
; llfuzz-input: @f(float 2.0, float 0x7FF8000000000000)
define nofpclass(snan) float @f(float noundef nofpclass(snan) %a, float noundef nofpclass(snan) %b) {
  %r = call noundef float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}
