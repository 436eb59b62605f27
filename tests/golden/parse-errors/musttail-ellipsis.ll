; `...` in a call forwards varargs: only musttail calls in varargs functions.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+3: unexpected ellipsis in argument list for non-musttail call
declare void @g(i32, ...)
define void @f(i32 %x, ...) {
  call void (i32, ...) @g(i32 %x, ...)
  ret void
}
