; llfuzz check against a compiler engine: each function is compiled by
; llc-22 and run natively on its input lines and chosen inputs.
; REQUIRES: llc-22
; RUN: llfuzz check %s --engine llc-22:-O2
; CHECK: @add3/@add3: no counterexample in {{[0-9]+}} inputs run natively
; CHECK: @sel/@sel: no counterexample
; CHECK: 2 functions compiled by llc-22:-O2: 2 without counterexample, 0 with a counterexample
; RUN: llfuzz check %s --engine llc-22:-O0 --func sel
; CHECK: 1 function compiled by llc-22:-O0
; A compiler that fails is a counterexample ("crash").
; RUN: mkdir -p %T/bin && cp %S/../reduce/Inputs/llc-udiv-crash.sh %T/bin/llc-22 && export PATH=%T/bin:$PATH; \
; RUN:   llfuzz check %S/../reduce/planted_llc_crash.ll --engine llc-22:-O2
; EXIT: 1
; CHECK: ERROR: crash: llc-22 exited with status 1
; CHECK-NEXT: LLVM ERROR: Cannot select
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
