; InstCombine turns  (y / sqrt(x)) * (y / sqrt(x))  with reassoc nnan nsz
; on the fmul alone into  (y * y) / x, both new instructions reassoc nnan
; nsz.  LangRef "Rewrite-based flags": a reassociation needs reassoc on
; every instruction it rewrites (the sqrt and the fdiv have none), and nnan
; may go on a new instruction only if it cannot see a NaN given the
; original flags.  The new fdiv can: for x = +inf, y = 1e200 the source
; is (1e200 / inf)^2 = 0.0, but y * y overflows to inf and inf / inf is a
; NaN, so the fdiv nnan is poison.  (Also x = 0.0 with y tiny: y * y
; underflows to 0 and 0 / 0 is NaN where the source gives +inf.)  The
; kind of g9: a fast-math flag on an intermediate whose value the original
; flags did not constrain.
;   opt-22 -passes=instcombine -S g18-instcombine-sqrt-divisor-squared-nnan.ll
;   -> %1 = fmul reassoc nnan nsz double %y, %y
;      %r = fdiv reassoc nnan nsz double %1, %x
;   llfuzz check g18-...ll --engine opt-22:-passes=instcombine
;   -> target is more poisonous
; (found by bench/check-llvm-tests.sh on InstCombine/fmul-sqrt.ll,
; sqrt_divisor_squared; believed unreported)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-engine: opt-14:-passes=instcombine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 14-
; llfuzz-input: @f(double 0x7FF0000000000000, double 1.0e200)
define double @f(double %x, double %y) {
  %s = call double @llvm.sqrt.f64(double %x)
  %d = fdiv double %y, %s
  %r = fmul reassoc nnan nsz double %d, %d
  ret double %r
}

declare double @llvm.sqrt.f64(double)
