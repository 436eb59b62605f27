; A struct constant needs one element per member.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+1: initializer with struct type has wrong # elements
@s = global { i32, i8 } { i32 1 }
