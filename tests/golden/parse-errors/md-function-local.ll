; Function-local values may be metadata only as a direct call operand.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}invalid use of function-local name
define void @f(i32 %v) {
  ret void, !foo !{i32 %v}
}
