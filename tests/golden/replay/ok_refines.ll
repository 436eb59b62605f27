; replay on a case that must stay clean: a pass, exit 0, the summary line.
; Without -v a pass prints nothing but the summary.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz replay %S/Inputs/refines.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1-NOT: PASS
; CHECK1: replay: 1 passed, 0 failed, 0 skipped
; RUN: %llfuzz replay -v %S/Inputs/refines.ll | FileCheck %s --check-prefix=CHECK2
; CHECK2: PASS: {{.*}}Inputs/refines.ll [pairs]: refines: 1 pair: 1 without counterexample
; CHECK2-NEXT: replay: 1 passed, 0 failed, 0 skipped
; A known bug that still reproduces is a pass too.
; RUN: %llfuzz replay -v %S/Inputs/divergence.ll | FileCheck %s --check-prefix=CHECK3
; CHECK3: PASS: {{.*}}Inputs/divergence.ll [pairs]: divergence value reproduces:
; CHECK3-NEXT: @src/@tgt: ERROR: value mismatch
; CHECK3-NEXT: input:  i8 -1
; CHECK3: replay: 1 passed, 0 failed, 0 skipped
