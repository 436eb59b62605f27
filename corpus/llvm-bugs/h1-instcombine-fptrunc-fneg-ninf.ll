; InstCombine moves an fneg across an fptrunc and keeps its ninf:
; fptrunc (fneg ninf X) -> fneg ninf (fptrunc X).  The fneg's argument is
; finite, but the fptrunc of it may overflow to inf, which the new fneg ninf
; turns into poison (LangRef "Fast-Math Flags": ninf makes an inf argument or
; result poison).  LLVM 14 and 19; LLVM 22 drops the flag (fneg float).
;   opt-19 -passes=instcombine -S h1-instcombine-fptrunc-fneg-ninf.ll
;   -> %1 = fptrunc fp128 %0 to float ; %2 = fneg ninf float %1
;   llfuzz check h1-instcombine-fptrunc-fneg-ninf.ll --engine opt-19:-passes=instcombine
;   source on the largest finite fp128: -inf; target: poison
; (campaign opt-19:-O2 -j 2 --time 60, divergence 1, reduced by llfuzz reduce)
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-engine: opt-14:-passes=instcombine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 14-19
; llfuzz-input: @t1(fp128 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF)
define float @t1(fp128 %x) {
  %n = fneg ninf fp128 %x
  %t = fptrunc fp128 %n to float
  ret float %t
}
