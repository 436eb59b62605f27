; Using a value that is never defined is an error that points at the use.
; RUN: llfuzz verify %s
; EXIT: 1

define i32 @f(i32 %x) {
; ERROR@+1: use of undefined value '%z'
  %y = add i32 %x, %z
  ret i32 %y
}
