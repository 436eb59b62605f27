; llfuzz db export --id N DIR: a reduced divergence of the store as a corpus
; case (corpus/README.md): the engine it shows with (the blamed pass alone),
; the expectation with its verdict, the LLVM versions from the engine's on,
; the function and its witness input; the module without the reducer's
; header.  The fixture store is tests/golden/report's.
; REQUIRES: sqlite3
;
; RUN: llfuzz db init --db %T/s.db >/dev/null && sqlite3 %T/s.db < %S/../report/Inputs/store.sql && \
; RUN:   llfuzz db export --db %T/s.db --id 1 %T/cases && cat %T/cases/1-opt-22-instcombine.ll
; CHECK:      {{^}}/{{.*}}/cases/1-opt-22-instcombine.ll{{$}}
; CHECK-NEXT: ; value mismatch of opt-22:-passes=instcombine, blamed pass instcombine, exported by `llfuzz db export` from {{.*}}s.db, divergence 1.
; CHECK-NEXT: ; signature: opt-22|wrong value|instcombine|and|or|xor,ret
; CHECK-NEXT: ; expected i8 0, actual i8 2
; CHECK-NEXT: ; llfuzz-engine: opt-22:-passes=instcombine
; CHECK-NEXT: ; llfuzz-expect: divergence value
; CHECK-NEXT: ; llfuzz-llvm: 22-
; CHECK-NEXT: ; llfuzz-func: @f
; CHECK-NEXT: ; llfuzz-input: @f(i8 1)
; CHECK-EMPTY:
; CHECK-NEXT: define i8 @f(i8 %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = xor i8 %b, 1
; CHECK-NEXT:   ret i8 %x
; CHECK-NEXT: }
; CHECK-NOT: {{.}}
;
; A tool failure: no function, the failure line, its target kept.
; RUN: llfuzz db export --db %T/s.db --id 2 %T/cases && cat %T/cases/2-llc-22-llvm-error-cannot-select-setcc.ll
; CHECK:      ; failure: LLVM ERROR: Cannot select: setcc
; CHECK-NEXT: ; llfuzz-engine: llc-22:-O2
; CHECK-NEXT: ; llfuzz-expect: divergence crash
; CHECK-NEXT: ; llfuzz-llvm: 22-
; CHECK-EMPTY:
; CHECK-NEXT: target datalayout = "{{.+}}"
; CHECK-NEXT: target triple = "x86_64-pc-linux-gnu"
; CHECK-NOT: llfuzz-input
;
; The case is one replay reads: its directives parse (replay's --help-free
; dry check: `verify` the module, replay refuses bad directives with exit 2).
; RUN: llfuzz verify %T/cases/1-opt-22-instcombine.ll && llfuzz verify %T/cases/2-llc-22-llvm-error-cannot-select-setcc.ll
;
; RUN: llfuzz db export --db %T/s.db --id 3 %T/cases
; EXIT: 1
; ERROR: divergence 3 is not reduced (llfuzz reduce --db
; RUN: llfuzz db export --db %T/s.db --id 99 %T/cases
; EXIT: 1
; ERROR: no divergence 99 in
; RUN: llfuzz db export --db %T/s.db --id 1
; EXIT: 2
; ERROR: the directory DIR is required
; RUN: llfuzz db export --db %T/s.db %T/cases
; EXIT: 2
; ERROR: --id is required
