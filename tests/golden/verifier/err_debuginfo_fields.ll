; LangRef "DILocation": the scope is a required field.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1

!named = !{!0}
; ERROR: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}missing required field 'scope'
!0 = !DILocation(line: 7)
