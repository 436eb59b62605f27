; An unterminated string constant is reported where it starts.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+1: unterminated string constant
@s = global [2 x i8] c"a
