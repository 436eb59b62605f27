; Malformed input lines are diagnosed with their line.
;
; RUN: llfuzz run --inputs %s
; EXIT: 2
; ERROR@+3: no function @nosuch defined in the module
; ERROR@+3: bad input for @f
; llfuzz-input: @f(i32 1)
; llfuzz-input: @nosuch(i32 1)
; llfuzz-input: @f(float 1.0)

define i32 @f(i32 %a) {
  ret i32 %a
}
