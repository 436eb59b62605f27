; InstCombine turns  select nnan nsz (fcmp ogt x, 0), (x + 1), 1.0  into
; fadd nnan nsz (maxnum(x, 0.0)), 1.0.  For a signaling NaN x the source
; compares false and gives 1.0; LLVM 22's maxnum of an sNaN is a quiet NaN
; (LangRef "'llvm.maxnum.*' Intrinsic"), and the fadd nnan of it is poison.
;   opt-22 -passes=instcombine -S g10-instcombine-fcmp-fadd-select-maxnum-snan.ll
;   llfuzz check g10-...ll --engine opt-22:-passes=instcombine
;   -> target is more poisonous, input x = sNaN 0x7F800001
; (found by bench/check-llvm-tests.sh on InstCombine/fcmp-fadd-select.ll,
; 22 functions; believed unreported)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 22-
; llfuzz-input: @f(float 0x7FF0000020000000)
define float @f(float %in) {
  %c = fcmp ogt float %in, 0.000000e+00
  %a = fadd float %in, 1.000000e+00
  %s = select nnan nsz i1 %c, float %a, float 1.000000e+00
  ret float %s
}
