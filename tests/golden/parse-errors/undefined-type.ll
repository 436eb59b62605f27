; A named type used but never defined.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}use of undefined type named 'missing'
@g = external global %missing
