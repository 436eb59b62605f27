; InstCombine turns  select c, ldexp(a, x), ldexp(b, y)  into
; ldexp(select c, a, b, select c, x, y): the condition is used twice.  An
; undef c may be true at one use and false at the other (LangRef
; "Undefined Values"), so the target may give ldexp(a, y) or ldexp(b, x),
; which the source never does: for a = 1.0, b = 2.0, x = 0, y = 10 the
; source is 1.0 or 2048.0, the target also 1024.0 or 2.0.  (Freezing c would
; make it right.)  Same kind as g11, another fold.
;   opt-22 -passes=instcombine -S g17-instcombine-select-ldexp-undef-cond-twice.ll
;   llfuzz check g17-...ll --engine opt-22:-passes=instcombine
;   -> "target's value is more undefined", input c = undef, target 1024.0
; (found by bench/check-llvm-tests.sh on InstCombine/ldexp.ll,
; select_ldexp_f32_differentval_differentexp and its <2 x float> twin;
; LLVM 14 has no llvm.ldexp; believed unreported)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-expect: divergence undef
; llfuzz-llvm: 19-
; llfuzz-input: @f(i1 undef, float 1.0, float 2.0, i32 0, i32 10)
define float @f(i1 %c, float %a, float %b, i32 %x, i32 %y) {
  %l0 = call float @llvm.ldexp.f32.i32(float %a, i32 %x)
  %l1 = call float @llvm.ldexp.f32.i32(float %b, i32 %y)
  %s = select i1 %c, float %l0, float %l1
  ret float %s
}

declare float @llvm.ldexp.f32.i32(float, i32)
