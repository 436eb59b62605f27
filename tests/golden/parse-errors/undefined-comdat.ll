; A comdat must be declared with `$name = comdat ...`.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+1: use of undefined comdat '$c'
@g = global i32 0, comdat($c)
