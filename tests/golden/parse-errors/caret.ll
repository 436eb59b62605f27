; Diagnostics show the source line and a caret under the column.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+4:11: use of undefined value '%nope'
; STDERR:   ret i32 %nope
; STDERR:           ^
define i32 @f() {
  ret i32 %nope
}
