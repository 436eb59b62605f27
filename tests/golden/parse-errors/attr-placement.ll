; A function-only attribute in a parameter list.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+1: this attribute does not apply to parameters
declare void @f(i32 nounwind)
