; InstCombine turns pow(b, e) with afn nnan ninf into exp2(e * log2(b)),
; giving the new fmul the call's ninf.  The product can overflow where the
; call's operands and result are all finite: pow(10.1, -DBL_MAX) is 0.0
; (underflow), but -DBL_MAX * log2(10.1) is -inf, so the fmul ninf is
; poison.  Fast-math flags on a new instruction must hold for its own
; operands and result (LangRef "Fast-Math Flags"), not only for the
; original's.  The same family: pow(x, -8.5) -> powi(x, -9) * sqrt(x)
; under ninf (pow-4.ll), a new fadd fast in fsub.ll.
;   opt-22 -passes=instcombine -S g19-...ll
;   -> %mul = fmul nnan ninf afn double %e, 0x400AB0B5...; exp2(%mul)
;   llfuzz check g19-...ll --engine opt-22:-passes=instcombine
;   -> target is more poisonous, e = -DBL_MAX
; (found by bench/check-llvm-tests.sh on InstCombine/pow-exp.ll, pow_ok_base3
; and 9 more; not found upstream)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 14-
; llfuzz-input: @f(double 0xFFEFFFFFFFFFFFFF)
define double @f(double %e) {
  %call = tail call afn nnan ninf double @pow(double 1.010000e+01, double %e)
  ret double %call
}
declare double @pow(double, double)
