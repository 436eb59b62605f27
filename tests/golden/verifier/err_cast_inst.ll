; LangRef "'trunc .. to' Instruction": the result must be narrower.
; RUN: llfuzz verify %s
; EXIT: 1

define i32 @f(i8 %b) {
; ERROR@+1: invalid cast opcode for cast from 'i8' to 'i32'
  %a = trunc i8 %b to i32
  ret i32 %a
}
