; A struct constant needs one element per member.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}initializer with struct type has wrong # elements
@s = global { i32, i8 } { i32 1 }
