; A branch target must be a basic block.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+3: '%x' is not a basic block
define void @f(i32 %a) {
  %x = add i32 %a, 1
  br label %x
}
