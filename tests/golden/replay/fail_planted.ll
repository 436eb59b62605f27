; A planted regression: a `refines` case whose target is wrong fails with
; check's counterexample, and replay exits 1 even though another case passed.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 1 %llfuzz replay %S/Inputs/refines.ll %S/Inputs/planted.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: FAIL: {{.*}}Inputs/planted.ll [pairs]: expected no counterexample, check found one (value):
; CHECK1-NEXT: @src/@tgt: ERROR: value mismatch
; CHECK1-NEXT: input:  <2 x i8> <i8 1, i8 -1>
; CHECK1-NEXT: source: <2 x i8> <i8 2, i8 0>
; CHECK1-NEXT: target: <2 x i8> <i8 2, i8 1>
; CHECK1: replay: 1 passed, 1 failed, 0 skipped
; A divergence of another kind than the case names is a failure too.
; RUN: %exit 1 %llfuzz replay %S/Inputs/wrong_verdict.ll | FileCheck %s --check-prefix=CHECK2
; CHECK2: FAIL: {{.*}}Inputs/wrong_verdict.ll [pairs]: expected a divergence 'poison', check found 'value':
; CHECK2-NEXT: @src/@tgt: ERROR: value mismatch
; CHECK2: replay: 0 passed, 1 failed, 0 skipped
; Under GitHub Actions each failure is also an annotation at the case's
; llfuzz-expect line, its newlines escaped.
; RUN: (export GITHUB_ACTIONS=true; %exit 1 %llfuzz replay %S/Inputs/planted.ll) | FileCheck %s --check-prefix=CHECK3
; CHECK3: ::error file={{.*}}Inputs/planted.ll,line=3::fail [pairs]: expected no counterexample, check found one (value):%0A@src/@tgt: ERROR: value mismatch%0A
; CHECK3-NEXT: replay: 0 passed, 1 failed, 0 skipped
; RUN: %exit 1 %llfuzz replay %S/Inputs/planted.ll | FileCheck %s --check-prefix=CHECK4 --allow-empty
; CHECK4-NOT: ::error
