; The same local name defined twice.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}multiple definition of local value named 'x'
define i32 @f(i32 %a) {
  %x = add i32 %a, 1
  %x = add i32 %a, 2
  ret i32 %x
}
