; FunctionAttrs infers noundef on a return value that a nofpclass return
; attribute can turn into poison (LLVM 19 and 22; 14 has no nofpclass): fmul x, x with x noundef is never poison,
; but a NaN result violates nofpclass(nan) and is poison, which noundef makes
; UB.  (LangRef "nofpclass": a value of an excluded class is poison;
; "noundef": a poison return value is UB.)  llvm/llvm-project#191338,
; fixed after 22 by #191822; the variant through a select of a call
; (#200245) is still open.
;   opt-22 -passes=function-attrs -S h4-functionattrs-noundef-ret-nofpclass.ll
;   -> define noundef nofpclass(nan) float @f(float noundef %x)
;   llfuzz check h4-functionattrs-noundef-ret-nofpclass.ll --engine opt-22:-passes=function-attrs
;   source on x = NaN: poison; target: UB (noundef)
; (bench/check-robustness.sh: InstCombine/simplify-demanded-fpclass.ll under
; opt-22 -O2, 26 functions)
; llfuzz-engine: opt-22:-passes=function-attrs
; llfuzz-engine: opt-19:-passes=function-attrs
; llfuzz-expect: divergence ub
; llfuzz-llvm: 19-22
; llfuzz-input: @f(float 0x7FF8000000000000)
define nofpclass(nan) float @f(float noundef %x) {
  %m = fmul float %x, %x
  ret float %m
}
