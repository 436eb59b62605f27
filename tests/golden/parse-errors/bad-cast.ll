; LangRef "Conversion Operations": the operand and result types must fit the opcode.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}invalid cast opcode for cast from 'i32' to 'i64'
define i64 @f(i32 %x) {
  %y = trunc i32 %x to i64
  ret i64 %y
}
