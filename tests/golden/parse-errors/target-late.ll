; llvm-as 22 reads `target` directives before any other entity.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+2: expected top-level entity
@g = global i32 0
target triple = "x86_64-unknown-linux-gnu"
