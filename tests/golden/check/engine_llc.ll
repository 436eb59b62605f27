; llfuzz check against a compiler engine: each function is compiled by
; llc-22 and run natively on its input lines and chosen inputs.
; REQUIRES: llc-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine llc-22:-O2 | FileCheck %s --check-prefix=CHECK1
; CHECK1: @add3/@add3: no counterexample in {{[0-9]+}} inputs run natively
; CHECK1: @sel/@sel: no counterexample
; CHECK1: 2 functions compiled by llc-22:-O2: 2 without counterexample, 0 with a counterexample
; RUN: %llfuzz check %s --engine llc-22:-O0 --func sel | FileCheck %s --check-prefix=CHECK2
; CHECK2: 1 function compiled by llc-22:-O0
; A compiler that fails is a counterexample ("crash").
; RUN: (mkdir -p %t/bin && cp %S/../reduce/Inputs/llc-udiv-crash.sh %t/bin/llc-22 && export PATH=%t/bin:$PATH; \
; RUN:   %exit 1 %llfuzz check %S/../reduce/planted_llc_crash.ll --engine llc-22:-O2) | FileCheck %s --check-prefix=CHECK3
; CHECK3: ERROR: crash: llc-22 exited with status 1
; CHECK3-NEXT: LLVM ERROR: Cannot select
; llfuzz-input: @add3(i32 5)
; llfuzz-input: @sel(i1 true, i64 -9)

define i32 @add3(i32 %x) {
  %y = add i32 %x, 3
  ret i32 %y
}

define i64 @sel(i1 %c, i64 %a) {
  %n = sub i64 0, %a
  %r = select i1 %c, i64 %n, i64 %a
  ret i64 %r
}
