; llfuzz report --format issue: a reduced divergence as a bug report for
; LLVM's tracker.  From the store (Inputs/store.sql) without running any
; tool (--no-run): the title names the pass, the IR says it has no target
; (opt ran it so), the one command, input and results.
; REQUIRES: sqlite3
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz db init --db %t/s.db >/dev/null && sqlite3 %t/s.db < %S/Inputs/store.sql && \
; RUN:   %llfuzz report --db %t/s.db --id 1 --format issue --no-run) | FileCheck %s --check-prefix=CHECK1
; CHECK1: # [InstCombine] miscompile of @f (xor): i8 2 instead of i8 0
; CHECK1: `opt-22 -passes=instcombine` turns `@f` into a function that is not a refinement of it (value mismatch)
; CHECK1: Found with `opt-22:-O2`; `-opt-bisect-limit` blames `instcombine`, which alone shows it.
; CHECK1: ## Reproducer
; CHECK1: ```llvm
; CHECK1-NEXT: ; no target triple or datalayout: the tool's defaults, as the bug was found
; CHECK1-NEXT: define i8 @f(i8 %b) {
; CHECK1: opt-22 -S -passes=instcombine r.ll -o r-tgt.ll
; CHECK1: | input | `@f(i8 1)` |
; CHECK1-NEXT: | expected (the source) | `i8 0` |
; CHECK1-NEXT: | actual | `i8 2` |
; CHECK1-NOT: ## LLVM versions
; CHECK1: signature `opt-22|wrong value|instcombine|and|or|xor,ret`
;
; A tool failure: the title says which tool fails and how; the IR keeps its target.
; RUN: %llfuzz report --db %t/s.db --id 2 --format issue --no-run | FileCheck %s --check-prefix=CHECK2
; CHECK2: # [X86] llc-22 crashes: LLVM ERROR: Cannot select: setcc
; CHECK2: target triple = "x86_64-pc-linux-gnu"
; CHECK2: llc-22 -O2 r.ll -o f.s
; CHECK2: fails with:
;
; An llc miscompile from a reduced file: a C driver calls the function on
; the witness input, so LLVM and a C compiler reproduce it.
; RUN: (%llfuzz report --format issue %S/Inputs/d30-reduced.ll --no-run -o %t/d30.md && cat %t/d30.md) | FileCheck %s --check-prefix=CHECK3
; CHECK3: # [X86] miscompile of @f (llvm.maxnum.f32): float -0.0 instead of float 0.0
; CHECK3: target triple = "x86_64-pc-linux-gnu"
; CHECK3: ## Reproducer with LLVM and a C compiler only
; CHECK3: float f(float);
; CHECK3: float r = f(0.0);
; CHECK3: clang-22 driver.c f.s -o a.out
