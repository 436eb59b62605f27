; replay on a case that must stay clean: a pass, exit 0, the summary line.
; Without -v a pass prints nothing but the summary.
; RUN: llfuzz replay %S/Inputs/refines.ll
; CHECK-NOT: PASS
; CHECK: replay: 1 passed, 0 failed, 0 skipped
; RUN: llfuzz replay -v %S/Inputs/refines.ll
; CHECK: PASS: {{.*}}Inputs/refines.ll [pairs]: refines: 1 pair: 1 without counterexample
; CHECK-NEXT: replay: 1 passed, 0 failed, 0 skipped
; A known bug that still reproduces is a pass too.
; RUN: llfuzz replay -v %S/Inputs/divergence.ll
; CHECK: PASS: {{.*}}Inputs/divergence.ll [pairs]: divergence value reproduces:
; CHECK-NEXT: @src/@tgt: ERROR: value mismatch
; CHECK-NEXT: input:  i8 -1
; CHECK: replay: 1 passed, 0 failed, 0 skipped
