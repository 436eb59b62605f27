; A global used but never defined.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+2: use of undefined value '@nowhere'
define ptr @f() {
  ret ptr @nowhere
}
