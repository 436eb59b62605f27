; A known bug that no longer reproduces is a failure: "unexpectedly fixed",
; with what to do about it.
; REQUIRES: opt-22
; RUN: llfuzz replay %S/Inputs/fixed_opt.ll %S/Inputs/fixed_pairs.ll
; EXIT: 1
; CHECK: FAIL: {{.*}}Inputs/fixed_opt.ll [opt-22:-passes=instcombine]: unexpectedly fixed: opt-22:-passes=instcombine no longer shows the divergence
; CHECK-SAME: drop the case, or narrow its llfuzz-llvm range to leave out LLVM 22
; CHECK: FAIL: {{.*}}Inputs/fixed_pairs.ll [pairs]: unexpectedly fixed: the @src/@tgt pairs show no divergence any more
; CHECK: replay: 0 passed, 2 failed, 0 skipped (2 of the failures unexpectedly fixed)
; The engine's bug reproduces: a pass (the verdict is poison).
; RUN: llfuzz replay -v %S/Inputs/divergence_opt.ll
; CHECK: PASS: {{.*}}Inputs/divergence_opt.ll [opt-22:-passes=instcombine]: divergence poison reproduces:
; CHECK-NEXT: @g/@g: ERROR: target is more poisonous
; CHECK: replay: 1 passed, 0 failed, 0 skipped
