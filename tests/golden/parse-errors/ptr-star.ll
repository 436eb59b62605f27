; `ptr*` mixes the two pointer syntaxes.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+1: ptr* is invalid - use ptr instead
@g = external global ptr*
