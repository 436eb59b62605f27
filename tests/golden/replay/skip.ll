; An engine whose LLVM version is outside the case's llfuzz-llvm range, or
; whose tool is not installed, is skipped with the reason: never a pass, and
; not a failure.
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz replay %S/Inputs/llvm99.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: SKIP: {{.*}}Inputs/llvm99.ll [opt-22:-passes=instcombine]: LLVM 22: the case is for LLVM 99
; CHECK1-NEXT: SKIP: {{.*}}Inputs/llvm99.ll [opt-99:-O2]: {{.*}}opt-99 is not installed
; CHECK1-NEXT: replay: 0 passed, 0 failed, 2 skipped
; --engine replaces the engines of the cases that name some; @src/@tgt
; cases run as they are.
; RUN: %llfuzz replay %S/Inputs/divergence_opt.ll %S/Inputs/refines.ll --engine opt-99:-O2 --engine opt-98:-O2 -v | FileCheck %s --check-prefix=CHECK2
; CHECK2: SKIP: {{.*}}Inputs/divergence_opt.ll [opt-99:-O2]: {{.*}}not installed
; CHECK2-NEXT: SKIP: {{.*}}Inputs/divergence_opt.ll [opt-98:-O2]: {{.*}}not installed
; CHECK2-NEXT: PASS: {{.*}}Inputs/refines.ll [pairs]
; CHECK2-NEXT: replay: 1 passed, 0 failed, 2 skipped
