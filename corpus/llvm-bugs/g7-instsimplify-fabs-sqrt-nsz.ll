; InstSimplify drops  fabs(sqrt nnan nsz x): it takes the sqrt's nsz to mean
; the result is never -0.0, but sqrt(-0.0) is -0.0 (nsz lets the sqrt flip
; the sign of a zero, it does not make it +0.0), and fabs makes it +0.0.
;   opt-22 -passes=instsimplify -S g7-instsimplify-fabs-sqrt-nsz.ll -> ret %s
;   llfuzz check g7-...ll --engine opt-22:-passes=instsimplify
;   -> value mismatch, input -0.0: source 0.0, target -0.0
; (found by bench/check-llvm-tests.sh on InstSimplify/floating-point-arithmetic.ll,
; fabs_sqrt_nnan_nsz; known upstream: llvm/llvm-project#151303)
; llfuzz-engine: opt-22:-passes=instsimplify
; llfuzz-expect: divergence value
; llfuzz-llvm: 22-
; llfuzz-input: @f(float -0.0)
define float @f(float %a) {
  %s = call nnan nsz float @llvm.sqrt.f32(float %a)
  %r = call float @llvm.fabs.f32(float %s)
  ret float %r
}
