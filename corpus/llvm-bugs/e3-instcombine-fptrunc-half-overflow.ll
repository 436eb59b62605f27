; InstCombine folds  fpext(fptrunc(uitofp x to float) to half)  into
; uitofp x to float, as if every value of x were exact in half.  x = 65536
; (bit 16) has one significant bit but is above half's largest finite value
; (65504), so the fptrunc gives +inf and the source returns +inf.
;   opt-22 -passes=instcombine -S this.ll   -> the fpext/fptrunc pair is gone
;   llfuzz check this.ll --engine opt-22:-passes=instcombine
; Campaign c22b (opt-22 -O2), divergence 3.
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-expect: divergence value
; llfuzz-llvm: 19-
; llfuzz-input: @t0(i32 -1)

define float @t0(i32 %0) {
entry:
  %1 = and i32 %0, 65536
  %2 = uitofp i32 %1 to float
  %3 = fptrunc float %2 to half
  %4 = fpext half %3 to float
  ret float %4
}
