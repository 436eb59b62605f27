; InstCombine folds  fneg ninf (fdiv %a, -inf)  to poison (llvm-bugs/d65,
; fixed upstream after LLVM 22).
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 14-22
; llfuzz-input: @g(float 1.0)
define float @g(float %a) {
  %d = fdiv float %a, 0xFFF0000000000000
  %n = fneg ninf float %d
  ret float %n
}
