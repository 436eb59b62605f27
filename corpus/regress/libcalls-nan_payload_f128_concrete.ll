; The same expl call on an fp128 NaN stored one NaN in the tracked source
; run and another in the concrete target runs (the host's long double lost
; the payload there): a memory mismatch of a function InstCombine leaves as
; it is.
; (regression case of a false alarm from InstCombine/pow-exp.ll,
; reuse_libcall; also tests/golden/check/libcalls/nan_payload_f128_concrete.ll)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-input: @f(fp128 0xLFFFF0000000000000000000000000001, fp128 poison, ptr null)
define fp128 @f(fp128 %x, fp128 %y, ptr %p) {
  %e = call fp128 @expl(fp128 %x)
  %r = call fp128 @powl(fp128 %e, fp128 %y)
  store fp128 %e, ptr %p, align 16
  ret fp128 %r
}
declare fp128 @expl(fp128)
declare fp128 @powl(fp128, fp128)
