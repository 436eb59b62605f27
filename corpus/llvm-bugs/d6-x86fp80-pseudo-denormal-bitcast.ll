; Constant folding does not preserve the bits of an x86_fp80 pseudo-denormal
; (exponent 0, explicit integer bit 63 set): the APFloat round trip rewrites it to the
; equal-valued normal encoding with exponent 1. LangRef 'bitcast': "converts value to
; type ty2 without changing any bits"; select and ret move bits unchanged.
;   opt-22 -passes=instsimplify -S this.ll   -> ret i80 27670116110564327425 (0x1_8000000000000001)
;   expected                                 -> ret i80 9223372036854775809 (0x0_8000000000000001)
; Codegen of the same bitcasts on a non-constant (llc-22 -O0/-O2) keeps the bits.
; Campaign divergences 6 and 42 (opt-22 -O2 returned 0xK0001F4B3D1A03ADB6E13 where the
; source's bitcast i80 gives 0xK0000F4B3D1A03ADB6E13; both print as 6.4e-4932).
; llfuzz-engine: opt-22:-passes=instsimplify
; llfuzz-engine: opt-19:-passes=instsimplify
; llfuzz-engine: opt-14:-passes=instsimplify
; llfuzz-expect: divergence value
; llfuzz-llvm: 14-
define i80 @cst() {
  %f = bitcast i80 u0x8000000000000001 to x86_fp80
  %b = bitcast x86_fp80 %f to i80
  ret i80 %b
}
