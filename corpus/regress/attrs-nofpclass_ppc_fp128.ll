; nofpclass on a ppc_fp128 parameter was not checked (InstCombine's
; known-bits.ll, test_inf_only_ppc_fp128: input 0 ran as a value).
; (regression case of a false alarm; also tests/golden/check/attrs/nofpclass_ppc_fp128.ll)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-llvm: 19-

define i1 @not_nan(ppc_fp128 nofpclass(nan) %x) {
  %c = fcmp ord ppc_fp128 %x, %x
  ret i1 %c
}
