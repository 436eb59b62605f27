; select nsz on an undef condition with a -0.0 operand: nsz makes +0.0 one
; of its results too (LangRef "Fast-Math Flags").  InstCombine moves the
; select into the fadd's operand, select nsz c, (a + b), a ->
; a + (select nsz c, b, 0.0), which gives -0.0 + 0.0 = +0.0 for a = -0.0.
; Before, the source's sign stayed known and that was a "value mismatch".
; (regression case of a false alarm from
; InstCombine/select-binop-foldable-floating-point.ll; also
; tests/golden/check/fmf/select_nsz_undef_cond.ll)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-input: @f(<vscale x 4 x i1> undef, <vscale x 4 x float> zeroinitializer, <vscale x 4 x float> zeroinitializer)
; llfuzz-input: @g(i1 undef, float -0.0, float 0xBF47D94760000000)
define <vscale x 4 x float> @f(<vscale x 4 x i1> %cond, <vscale x 4 x float> %a, <vscale x 4 x float> %b) {
  %c = fadd nnan nsz <vscale x 4 x float> %a, %b
  %d = select nnan nsz <vscale x 4 x i1> %cond, <vscale x 4 x float> %c, <vscale x 4 x float> %a
  ret <vscale x 4 x float> %d
}
define float @g(i1 %cond, float %a, float %b) {
  %c = fadd nnan nsz float %a, %b
  %d = select nnan nsz i1 %cond, float %c, float %a
  ret float %d
}
