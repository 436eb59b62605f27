; A malformed value: the verdict is not one replay knows.
; RUN: llfuzz replay %s
; EXIT: 2
; STDOUT-EMPTY:
; ERROR@+1:29: llfuzz-expect: unknown verdict 'wrong-value'
; llfuzz-expect: divergence wrong-value
define i32 @f(i32 %x) {
  ret i32 %x
}
