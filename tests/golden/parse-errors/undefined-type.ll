; A named type used but never defined.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+1: use of undefined type named 'missing'
@g = external global %missing
