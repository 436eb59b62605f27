; A block must end with a terminator before the function's '}'.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+3: expected instruction opcode
define void @f() {
  %x = add i32 1, 2
}
