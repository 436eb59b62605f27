; White space and comments as llvm-as 22 reads them (found while probing NUL
; bytes): a NUL byte is white space, a `;` comment also ends at a carriage
; return (what follows it on the line is read), and \f and \v are not white
; space.  llfuzz rejected the NUL and swallowed the rest of the line.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (printf '; comment\r@g = global i32 0\n@h\000 = global i32 1\000\n' > %t/t1.ll && %llfuzz print %t/t1.ll) | FileCheck %s --check-prefix=CHECK1
; CHECK1: @g = global i32 0
; CHECK1-NEXT: @h = global i32 1
; RUN: (printf '@g = global i32 0\f\n' > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :1:18: error: {{.*}}invalid character
