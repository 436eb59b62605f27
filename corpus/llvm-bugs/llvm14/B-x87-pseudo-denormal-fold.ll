; x87 pseudo-denormal (exponent field 0, explicit integer bit set): LLVM folds
; `bitcast i80 C to x86_fp80` into an APFloat, which reads the pseudo-denormal as the
; equal normal number of exponent 1; folding back to i80 gives other bits (exponent
; field 1). No floating-point math operation is performed (bitcast, fcmp, select),
; so the bits must be preserved (LangRef "Behavior of Floating-Point NaN values":
; representation bits do not mutate arbitrarily; llvm.canonicalize is what converts
; x87 pseudo-denormals). LLVM 14 and LLVM 22.1.8 alike:
;   opt-14 -opaque-pointers -passes=instsimplify -S B-x87-pseudo-denormal-fold.ll
;   opt-22 -passes=instsimplify -S B-x87-pseudo-denormal-fold.ll   (@src -> ret @tgt's constant)
;   llfuzz check B-x87-pseudo-denormal-fold.ll
; 0x0000f73e0b02e70e2c3f = 17815689283018566719, folded: 0x0001f73e0b02e70e2c3f
; llfuzz-engine: opt-22:-passes=instsimplify
; llfuzz-engine: opt-19:-passes=instsimplify
; llfuzz-engine: opt-14:-passes=instsimplify
; llfuzz-expect: divergence value
; llfuzz-llvm: 14-
define i80 @src() {
  %f = bitcast i80 17815689283018566719 to x86_fp80
  %c = fcmp uno x86_fp80 %f, %f
  %s = select i1 %c, x86_fp80 0xK00000000000000000000, x86_fp80 %f
  %r = bitcast x86_fp80 %s to i80
  ret i80 %r
}
define i80 @tgt() {
  ret i80 36262433356728118335
}
