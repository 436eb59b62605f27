; InstCombine (SimplifyLibCalls) folds fdim(+inf, +inf) to NaN: it computes
; fdim(x, y) as maximum(x - y, +0.0) on the constants, and inf - inf is NaN.
; C (7.12.12.1, and Annex F) says fdim is x - y when x > y and +0 otherwise,
; and +inf > +inf is false: fdim(+inf, +inf) is +0.0 (glibc and musl give
; +0.0).  The call is memory(none), so the fold is a wrong value, not an
; errno question.
;   opt-22 -passes=instcombine -S g15-instcombine-fdim-inf-inf.ll
;   -> ret double 0x7FF8000000000000
;   llfuzz check g15-instcombine-fdim-inf-inf.ll --engine opt-22:-passes=instcombine
;   -> value mismatch: source 0.0, target NaN
; (found by bench/check-llvm-tests.sh on InstCombine/fdim.ll, fdim_inf, whose
; CHECK line expects the NaN; the fold came with llvm/llvm-project#109235,
; which LLVM 19 does not have; believed unreported)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: divergence value
; llfuzz-llvm: 22-
define double @f() {
  %d = call double @fdim(double 0x7FF0000000000000, double 0x7FF0000000000000)
  ret double %d
}

declare double @fdim(double, double) #0

attributes #0 = { memory(none) }
