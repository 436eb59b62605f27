; InstCombine rewrites  1.0 / pow(x, y)  (fdiv reassoc arcp ninf) as
; pow(x, -y)  and gives the new pow the fdiv's ninf: but x may be infinite
; (the fdiv's operands were 1.0 and pow's finite result), so the target's
; pow is poison where the source is defined.  Same for powi:
; z / powi(x, y) -> z * powi(x, -y) ninf, where powi(x, -y) may overflow.
;   opt-22 -passes=instcombine -S g9-instcombine-pow-recip-ninf.ll
;   -> call reassoc ninf arcp float @llvm.pow.f32(float %x, float %n)
;   llfuzz check g9-...ll --engine opt-22:-passes=instcombine
;   -> target is more poisonous, input x = -inf, y = 0.0
; (found by bench/check-llvm-tests.sh on InstCombine/fdiv.ll, pow_recip and
; powi_divisor; believed unreported)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 19-
; llfuzz-input: @f(float 0xFFF0000000000000, float 0.0)
define float @f(float %x, float %y) {
  %p = call float @llvm.pow.f32(float %x, float %y)
  %r = fdiv reassoc arcp ninf float 1.0, %p
  ret float %r
}
