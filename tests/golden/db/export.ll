; llfuzz db export --id N DIR: a reduced divergence of the store as a corpus
; case (corpus/README.md): the engine it shows with (the blamed pass alone),
; the expectation with its verdict, the LLVM versions from the engine's on,
; the function and its witness input; the module without the reducer's
; header.  The fixture store is tests/golden/report's.
; REQUIRES: sqlite3
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz db init --db %t/s.db >/dev/null && sqlite3 %t/s.db < %S/../report/Inputs/store.sql && \
; RUN:   %llfuzz db export --db %t/s.db --id 1 %t/cases && cat %t/cases/1-opt-22-instcombine.ll) | FileCheck %s --check-prefix=CHECK1
; CHECK1: {{^}}/{{.*}}/cases/1-opt-22-instcombine.ll{{$}}
; CHECK1-NEXT: ; value mismatch of opt-22:-passes=instcombine, blamed pass instcombine, exported by `llfuzz db export` from {{.*}}s.db, divergence 1.
; CHECK1-NEXT: ; signature: opt-22|wrong value|instcombine|and|or|xor,ret
; CHECK1-NEXT: ; expected i8 0, actual i8 2
; CHECK1-NEXT: ; llfuzz-engine: opt-22:-passes=instcombine
; CHECK1-NEXT: ; llfuzz-expect: divergence value
; CHECK1-NEXT: ; llfuzz-llvm: 22-
; CHECK1-NEXT: ; llfuzz-func: @f
; CHECK1-NEXT: ; llfuzz-input: @f(i8 1)
; CHECK1-EMPTY:
; CHECK1-NEXT: define i8 @f(i8 %b) {
; CHECK1-NEXT: entry:
; CHECK1-NEXT: %x = xor i8 %b, 1
; CHECK1-NEXT: ret i8 %x
; CHECK1-NEXT: }
; CHECK1-NOT: {{.}}
;
; A tool failure: no function, the failure line, its target kept.
; RUN: (%llfuzz db export --db %t/s.db --id 2 %t/cases && cat %t/cases/2-llc-22-llvm-error-cannot-select-setcc.ll) | FileCheck %s --check-prefix=CHECK2
; CHECK2: ; failure: LLVM ERROR: Cannot select: setcc
; CHECK2-NEXT: ; llfuzz-engine: llc-22:-O2
; CHECK2-NEXT: ; llfuzz-expect: divergence crash
; CHECK2-NEXT: ; llfuzz-llvm: 22-
; CHECK2-EMPTY:
; CHECK2-NEXT: target datalayout = "{{.+}}"
; CHECK2-NEXT: target triple = "x86_64-pc-linux-gnu"
; CHECK2-NOT: llfuzz-input
;
; The case is one replay reads: its directives parse (replay's --help-free
; dry check: `verify` the module, replay refuses bad directives with exit 2).
; RUN: (%llfuzz verify %t/cases/1-opt-22-instcombine.ll && %llfuzz verify %t/cases/2-llc-22-llvm-error-cannot-select-setcc.ll)
;
; RUN: %exit 1 %llfuzz db export --db %t/s.db --id 3 %t/cases 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: {{(^|: )}}error: {{.*}}divergence 3 is not reduced (llfuzz reduce --db
; RUN: %exit 1 %llfuzz db export --db %t/s.db --id 99 %t/cases 2> %t.err5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=ERROR5
; RUN: grep -E '(^|: )error: ' %t.err5 | count 1
; ERROR5: {{(^|: )}}error: {{.*}}no divergence 99 in
; RUN: %exit 2 %llfuzz db export --db %t/s.db --id 1 2> %t.err6
; RUN: FileCheck --input-file=%t.err6 %s --check-prefix=ERROR6
; RUN: grep -E '(^|: )error: ' %t.err6 | count 1
; ERROR6: {{(^|: )}}error: {{.*}}the directory DIR is required
; RUN: %exit 2 %llfuzz db export --db %t/s.db %t/cases 2> %t.err7
; RUN: FileCheck --input-file=%t.err7 %s --check-prefix=ERROR7
; RUN: grep -E '(^|: )error: ' %t.err7 | count 1
; ERROR7: {{(^|: )}}error: {{.*}}--id is required
