; Using a value that is never defined is an error that points at the use.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1

define i32 @f(i32 %x) {
; ERROR: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}use of undefined value '%z'
  %y = add i32 %x, %z
  ret i32 %y
}
