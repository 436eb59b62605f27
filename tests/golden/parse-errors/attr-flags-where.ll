; The parser keeps the sets of plain flag lists (`noundef nonnull`) it has
; made, by where they stand: a list it has read on a parameter, where each
; flag applies, is still checked on a return value, where `returned` does not.
; RUN: llfuzz verify %s
; EXIT: 1
declare ptr @f(ptr noundef returned)
declare ptr @g(ptr noundef returned)
; ERROR@+1: this attribute does not apply to return values
declare noundef returned ptr @h(ptr)
