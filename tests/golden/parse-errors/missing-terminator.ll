; A block must end with a terminator before the function's '}'.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}expected instruction opcode
define void @f() {
  %x = add i32 1, 2
}
