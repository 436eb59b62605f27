; LangRef "Visibility Styles": local linkage needs default visibility.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}symbol with local linkage must have default visibility
@g = internal hidden global i32 0
