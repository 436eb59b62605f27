; LangRef "Visibility Styles": local linkage needs default visibility.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+1: symbol with local linkage must have default visibility
@g = internal hidden global i32 0
