; fp128 libm results go through the host's long double, which loses a NaN
; argument's payload; llfuzz gives the argument back, quieted (IEEE 754),
; as a real fp128 libm does.  It did so only in tracked runs: the concrete
; runs that confirm a target's difference got the host's NaN, so the same
; expl call stored one NaN in the source and another in the target (a
; "memory mismatch" of a function InstCombine left alone,
; InstCombine/pow-exp.ll reuse_libcall).  A different NaN stored is still
; one.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: memory mismatch
; CHECK: 2 pairs: 1 without counterexample, 1 with a counterexample

declare fp128 @expl(fp128)
declare fp128 @powl(fp128, fp128)

; llfuzz-input: @src1(fp128 0xLFFFF0000000000000000000000000001, fp128 poison, ptr null)
define fp128 @src1(fp128 %x, fp128 %y, ptr %p) {
  %e = call fp128 @expl(fp128 %x)
  %r = call fp128 @powl(fp128 %e, fp128 %y)
  store fp128 %e, ptr %p, align 16
  ret fp128 %r
}
define fp128 @tgt1(fp128 %x, fp128 %y, ptr %p) {
  %e = call fp128 @expl(fp128 %x)
  %r = call fp128 @powl(fp128 %e, fp128 %y)
  store fp128 %e, ptr %p, align 16
  ret fp128 %r
}

; llfuzz-input: @src2(fp128 0xLFFFF0000000000000000000000000001, fp128 poison, ptr null)
define fp128 @src2(fp128 %x, fp128 %y, ptr %p) {
  %e = call fp128 @expl(fp128 %x)
  %r = call fp128 @powl(fp128 %e, fp128 %y)
  store fp128 %e, ptr %p, align 16
  ret fp128 %r
}
define fp128 @tgt2(fp128 %x, fp128 %y, ptr %p) {
  %e = call fp128 @expl(fp128 %x)
  %r = call fp128 @powl(fp128 %e, fp128 %y)
  store fp128 0xL00000000000000000000000000000001, ptr %p, align 16
  ret fp128 %r
}
