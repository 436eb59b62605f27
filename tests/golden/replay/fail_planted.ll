; A planted regression: a `refines` case whose target is wrong fails with
; check's counterexample, and replay exits 1 even though another case passed.
; RUN: llfuzz replay %S/Inputs/refines.ll %S/Inputs/planted.ll
; EXIT: 1
; CHECK: FAIL: {{.*}}Inputs/planted.ll [pairs]: expected no counterexample, check found one (value):
; CHECK-NEXT: @src/@tgt: ERROR: value mismatch
; CHECK-NEXT: input:  <2 x i8> <i8 1, i8 -1>
; CHECK-NEXT: source: <2 x i8> <i8 2, i8 0>
; CHECK-NEXT: target: <2 x i8> <i8 2, i8 1>
; CHECK: replay: 1 passed, 1 failed, 0 skipped
; A divergence of another kind than the case names is a failure too.
; RUN: llfuzz replay %S/Inputs/wrong_verdict.ll
; EXIT: 1
; CHECK: FAIL: {{.*}}Inputs/wrong_verdict.ll [pairs]: expected a divergence 'poison', check found 'value':
; CHECK-NEXT: @src/@tgt: ERROR: value mismatch
; CHECK: replay: 0 passed, 1 failed, 0 skipped
; Under GitHub Actions each failure is also an annotation at the case's
; llfuzz-expect line, its newlines escaped.
; RUN: export GITHUB_ACTIONS=true; llfuzz replay %S/Inputs/planted.ll
; EXIT: 1
; CHECK: ::error file={{.*}}Inputs/planted.ll,line=3::fail [pairs]: expected no counterexample, check found one (value):%0A@src/@tgt: ERROR: value mismatch%0A
; CHECK-NEXT: replay: 0 passed, 1 failed, 0 skipped
; RUN: llfuzz replay %S/Inputs/planted.ll
; EXIT: 1
; CHECK-NOT: ::error
