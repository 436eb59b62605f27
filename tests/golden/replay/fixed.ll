; A known bug that no longer reproduces is a failure: "unexpectedly fixed",
; with what to do about it.
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 1 %llfuzz replay %S/Inputs/fixed_opt.ll %S/Inputs/fixed_pairs.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: FAIL: {{.*}}Inputs/fixed_opt.ll [opt-22:-passes=instcombine]: unexpectedly fixed: opt-22:-passes=instcombine no longer shows the divergence
; CHECK1-SAME: drop the case, or narrow its llfuzz-llvm range to leave out LLVM 22
; CHECK1: FAIL: {{.*}}Inputs/fixed_pairs.ll [pairs]: unexpectedly fixed: the @src/@tgt pairs show no divergence any more
; CHECK1: replay: 0 passed, 2 failed, 0 skipped (2 of the failures unexpectedly fixed)
; The engine's bug reproduces: a pass (the verdict is poison).
; RUN: %llfuzz replay -v %S/Inputs/divergence_opt.ll | FileCheck %s --check-prefix=CHECK2
; CHECK2: PASS: {{.*}}Inputs/divergence_opt.ll [opt-22:-passes=instcombine]: divergence poison reproduces:
; CHECK2-NEXT: @g/@g: ERROR: target is more poisonous
; CHECK2: replay: 1 passed, 0 failed, 0 skipped
