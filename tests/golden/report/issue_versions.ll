; llfuzz report --format issue runs the case on the installed LLVMs: a real
; InstCombine miscompile (corpus/llvm-bugs/e3, reduced by llfuzz reduce:
; Inputs/e3-reduced.ll) reproduces on opt-22; the interpreter's run shows
; the source's value with no UB; the @src/@tgt pair is what opt made.
; REQUIRES: opt-22
; TIMEOUT: 60
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz report --format issue %S/Inputs/e3-reduced.ll | FileCheck %s
; CHECK: # [InstCombine] miscompile of @t0 (and, uitofp, fptrunc, fpext): float 65536.0 instead of float inf
; CHECK: ## Alive2-style pair
; CHECK: define float @src(i32 %0) {
; CHECK: define float @tgt(i32 %0) {
; CHECK: ## LLVM versions
; CHECK: | `opt-22:-passes=instcombine` | reproduces: target: float 65536.0 |
; CHECK: $ llfuzz run r.ll --entry t0 --args 'i32 -1'
; CHECK-NEXT: float inf
; CHECK-NEXT: (exit status 0: no undefined behaviour)
