; llfuzz run --inputs: every `; llfuzz-input:` line runs, one result line each;
; UB in one run is reported and makes the exit status 3, the others still run.
;
; RUN: %exit 3 %llfuzz run --inputs %s > %t.out 2> %t.err
; RUN: FileCheck --input-file=%t.out %s
; RUN: FileCheck --input-file=%t.err %s --check-prefix=STDERR
; CHECK: @div(i32 7, i32 2) = i32 3
; CHECK-NEXT: @div(i32 7, i32 0): UB
; CHECK-NEXT: @div(i32 -8, i32 2) = i32 -4
; CHECK-NEXT: @sel(i1 true) = i8 1
; STDERR-DAG: UB: division by zero
; STDERR-DAG: 4 inputs, 3 returned
;
; llfuzz-input: @div(i32 7, i32 2)
; llfuzz-input: @div(i32 7, i32 0)
; llfuzz-input: @div(i32 -8, i32 2)
; llfuzz-input: @sel(i1 true)

define i32 @div(i32 %a, i32 %b) {
  %q = sdiv i32 %a, %b
  ret i32 %q
}

define i8 @sel(i1 %c) {
  %r = select i1 %c, i8 1, i8 2
  ret i8 %r
}
