; InstCombine folds llvm.canonicalize of a value that can only be a zero to
; +0.0 under "denormal-fp-math"="positive-zero,positive-zero".  The mode acts
; on denormals only (LangRef "denormal-fp-math"); canonicalize(-0.0) is -0.0
; in every mode (LangRef "'llvm.canonicalize.*' Intrinsic").  %z = -0.0
; is allowed by its nofpclass and gives -0.0 in the source, +0.0 after.
;   opt-22 -passes=instcombine -S g2-instcombine-canonicalize-neg-zero-positive-zero-mode.ll
;   -> ret float 0.000000e+00
;   llfuzz check g2-instcombine-canonicalize-neg-zero-positive-zero-mode.ll --engine opt-22:-passes=instcombine
;   -> value mismatch, input float -0.0
; (found by bench/check-llvm-tests.sh on simplify-demanded-fpclass-canonicalize.ll,
; ret_nofpclass_nan__canonicalize_only_zero__dapz; fixed upstream after 22,
; llvm/llvm-project#202268)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-expect: divergence value
; llfuzz-llvm: 19-22
; llfuzz-input: @f(float -0.0)
define nofpclass(nan) float @f(float nofpclass(nan sub norm inf) %z) "denormal-fp-math"="positive-zero,positive-zero" {
  %c = call float @llvm.canonicalize.f32(float %z)
  ret float %c
}

declare float @llvm.canonicalize.f32(float)
