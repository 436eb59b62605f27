; White space and comments as llvm-as 22 reads them (found while probing NUL
; bytes): a NUL byte is white space, a `;` comment also ends at a carriage
; return (what follows it on the line is read), and \f and \v are not white
; space.  llfuzz rejected the NUL and swallowed the rest of the line.
; RUN: printf '; comment\r@g = global i32 0\n@h\000 = global i32 1\000\n' > %t.ll && llfuzz print %t.ll
; CHECK: @g = global i32 0
; CHECK-NEXT: @h = global i32 1
; RUN: printf '@g = global i32 0\f\n' > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@1:18: invalid character
