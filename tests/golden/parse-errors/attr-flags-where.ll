; The parser keeps the sets of plain flag lists (`noundef nonnull`) it has
; made, by where they stand: a list it has read on a parameter, where each
; flag applies, is still checked on a return value, where `returned` does not.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
declare ptr @f(ptr noundef returned)
declare ptr @g(ptr noundef returned)
; ERROR: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}this attribute does not apply to return values
declare noundef returned ptr @h(ptr)
