; InstCombine folds of an fneg into the fdiv/fmul it negates give the new fdiv the
; fneg's fast-math flags, which the fdiv did not have. LangRef "Fast-Math Flags":
; ninf makes an inf argument poison (the fdiv's divisor may be inf while the fneg's
; argument is not), and the rewrite-based flags (arcp, reassoc) need to be on every
; instruction of the rewritten expression. LLVM 14 and LLVM 22.1.8 alike.
;   opt-14 -opaque-pointers -passes=instcombine -S D-fneg-fmf-hoist.ll
;   opt-22 -passes=instcombine -S D-fneg-fmf-hoist.ll
;   llfuzz check D-fneg-fmf-hoist.ll --engine opt-22:-passes=instcombine
; @src_const: -(X / C) --> X / -C  (foldFNegIntoConstant; upstream #93769, #189729)
;   source: -(1.0 / -inf) = 0.0 (ninf on the fneg: its argument -0.0 is not inf)
;   target: fdiv ninf float %x, +inf = poison
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-engine: opt-14:-passes=instcombine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 14-
define float @src_const(float %x) {
  %d = fdiv float %x, 0xFFF0000000000000
  %n = fneg ninf nsz float %d
  ret float %n
}
; @src_var: -(X / Y) --> (-X) / Y with the fneg's flags (hoistFNegAboveFMulFDiv)
;   source on (1.0, inf): -(1.0 / inf) = -0.0; target fdiv ninf .. inf = poison;
;   with fast the fdiv also gets arcp and becomes X * (1 / Y) later in -O2.
define double @src_var(double %x, double %y) {
  %d = fdiv double %x, %y
  %n = fneg ninf nsz double %d
  ret double %n
}
