; An identified struct cannot contain itself by value (only through a pointer);
; llvm-as reports it at the end of the file.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: {{(^|: )}}error: {{.*}}is recursive
%a = type { i32, %b }
%b = type { [2 x %a] }
