; SLPVectorizer pairs  fdiv ninf 0.0, 0.0  with  select true, %x, 0.0, which it
; models as  fdiv %x, 1.0, and keeps ninf on the vector fdiv: for x = -inf the
; second lane becomes poison.  The source never is: the select has no flags.
;   opt-22 -passes=slp-vectorizer -S this.ll
;   llfuzz check this.ll --engine opt-22:-passes=slp-vectorizer   -> target is more poisonous
; Campaign c22b (opt-22 -O2), divergence 19.
; llfuzz-engine: opt-22:-passes=slp-vectorizer
; llfuzz-expect: divergence poison
; llfuzz-llvm: 22-
; llfuzz-input: @t1(float 0xFFF0000000000000)

define i32 @t1(float %0) {
entry:
  %1 = fdiv ninf float 0.000000e+00, 0.000000e+00
  %.inv = fcmp ord float 0.000000e+00, 0.000000e+00
  %2 = select i1 %.inv, float %0, float 0.000000e+00
  %3 = bitcast float %2 to i32
  %.inv1 = fcmp ord float 0.000000e+00, 0.000000e+00
  %4 = select i1 %.inv1, float %1, float 0.000000e+00
  %5 = bitcast float %4 to i32
  %6 = xor i32 %5, %3
  ret i32 %6
}
