; LangRef "'trunc .. to' Instruction": the result must be narrower.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1

define i32 @f(i8 %b) {
; ERROR: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}invalid cast opcode for cast from 'i8' to 'i32'
  %a = trunc i8 %b to i32
  ret i32 %a
}
