; Malformed input lines are diagnosed with their line.
;
; RUN: %exit 2 %llfuzz run --inputs %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 2
; ERROR-DAG: :[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}no function @nosuch defined in the module
; ERROR-DAG: :[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}bad input for @f
; llfuzz-input: @f(i32 1)
; llfuzz-input: @nosuch(i32 1)
; llfuzz-input: @f(float 1.0)

define i32 @f(i32 %a) {
  ret i32 %a
}
