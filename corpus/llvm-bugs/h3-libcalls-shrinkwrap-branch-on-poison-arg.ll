; LibCallsShrinkWrap guards a libm call whose result is unused with a test
; of its argument (call sinf(x) only when |x| == inf, where it would set
; errno), and branches on that test without freezing it.  The source only
; passes x to sinf (a parameter without noundef: poison there is no UB); the
; target branches on fcmp(fabs(poison)): UB (LangRef "br": branching on
; poison).  LLVM 14, 19 and 22; believed unreported.
;   opt-22 -passes=libcalls-shrinkwrap -S h3-libcalls-shrinkwrap-branch-on-poison-arg.ll
;   -> %1 = fcmp oeq float (fabs %f), inf ; br i1 %1, label %cdce.call, ...
;   llfuzz check h3-libcalls-shrinkwrap-branch-on-poison-arg.ll --engine opt-22:-passes=libcalls-shrinkwrap
;   source on f = poison: returns 0.0; target: branch on poison
; (bench/check-robustness.sh: InstCombine/may-alias-errno.ll under opt-22 -O2,
; @does_not_alias_errno_2, reduced by hand)
; llfuzz-engine: opt-22:-passes=libcalls-shrinkwrap
; llfuzz-engine: opt-19:-passes=libcalls-shrinkwrap
; llfuzz-engine: opt-14:-passes=libcalls-shrinkwrap
; llfuzz-expect: divergence ub
; llfuzz-input: @f(float poison)
declare float @sinf(float)

define float @f(float %x) {
  call float @sinf(float %x)
  ret float 0.0
}
