; A function-only attribute in a parameter list.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}this attribute does not apply to parameters
declare void @f(i32 nounwind)
