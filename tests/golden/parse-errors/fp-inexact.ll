; LangRef "Simple Constants": a decimal float must be exact in the type.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+1: floating point constant invalid for type
@x = global float 0.1
