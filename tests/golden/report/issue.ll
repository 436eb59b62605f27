; llfuzz report --format issue: a reduced divergence as a bug report for
; LLVM's tracker.  From the store (Inputs/store.sql) without running any
; tool (--no-run): the title names the pass, the IR says it has no target
; (opt ran it so), the one command, input and results.
; REQUIRES: sqlite3
;
; RUN: llfuzz db init --db %T/s.db >/dev/null && sqlite3 %T/s.db < %S/Inputs/store.sql && \
; RUN:   llfuzz report --db %T/s.db --id 1 --format issue --no-run
; CHECK:      # [InstCombine] miscompile of @f (xor): i8 2 instead of i8 0
; CHECK:      `opt-22 -passes=instcombine` turns `@f` into a function that is not a refinement of it (value mismatch)
; CHECK:      Found with `opt-22:-O2`; `-opt-bisect-limit` blames `instcombine`, which alone shows it.
; CHECK:      ## Reproducer
; CHECK:      ```llvm
; CHECK-NEXT: ; no target triple or datalayout: the tool's defaults, as the bug was found
; CHECK-NEXT: define i8 @f(i8 %b) {
; CHECK:      opt-22 -S -passes=instcombine r.ll -o r-tgt.ll
; CHECK:      | input | `@f(i8 1)` |
; CHECK-NEXT: | expected (the source) | `i8 0` |
; CHECK-NEXT: | actual | `i8 2` |
; CHECK-NOT:  ## LLVM versions
; CHECK:      signature `opt-22|wrong value|instcombine|and|or|xor,ret`
;
; A tool failure: the title says which tool fails and how; the IR keeps its target.
; RUN: llfuzz report --db %T/s.db --id 2 --format issue --no-run
; CHECK:      # [X86] llc-22 crashes: LLVM ERROR: Cannot select: setcc
; CHECK:      target triple = "x86_64-pc-linux-gnu"
; CHECK:      llc-22 -O2 r.ll -o f.s
; CHECK:      fails with:
;
; An llc miscompile from a reduced file: a C driver calls the function on
; the witness input, so LLVM and a C compiler reproduce it.
; RUN: llfuzz report --format issue %S/Inputs/d30-reduced.ll --no-run -o %T/d30.md && cat %T/d30.md
; CHECK:      # [X86] miscompile of @f (llvm.maxnum.f32): float -0.0 instead of float 0.0
; CHECK:      target triple = "x86_64-pc-linux-gnu"
; CHECK:      ## Reproducer with LLVM and a C compiler only
; CHECK:      float f(float);
; CHECK:      float r = f(0.0);
; CHECK:      clang-22 driver.c f.s -o a.out
