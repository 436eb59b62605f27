; An identified struct cannot contain itself by value (only through a pointer);
; llvm-as reports it at the end of the file.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR: is recursive
%a = type { i32, %b }
%b = type { [2 x %a] }
