; A block comment that never ends is reported where it starts.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+2: unterminated comment
@g = global i32 0
/* this comment
   never ends
