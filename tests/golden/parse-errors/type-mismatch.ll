; A value used with a type other than its definition's.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}'%x' defined with type 'i32' but expected 'i64'
define i64 @f(i32 %a) {
  %x = add i32 %a, 1
  ret i64 %x
}
