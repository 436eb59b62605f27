; InstCombine (foldFNegIntoConstant) folds  fneg ninf (fdiv %a, -inf)  into
; fdiv ninf %a, +inf  and then to poison: ninf now sees the infinite operand.
; The source is never poison: a / -inf is +-0 or NaN, so the fneg's operand and
; result are never infinite (LangRef "Fast-Math Flags": ninf makes an inf argument
; or result poison, nothing else).
;   opt-22 -passes=instcombine -S this.ll   -> ret float poison
; Upstream: llvm/llvm-project#189729, fixed by #191653 (after the LLVM 22 branch).
; Campaign divergence 65.
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-engine: opt-14:-passes=instcombine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 14-22
; llfuzz-input: @g(float 1.0)
define float @g(float %a) {
  %d = fdiv float %a, 0xFFF0000000000000
  %n = fneg ninf float %d
  ret float %n
}
