; Function-local values may be metadata only as a direct call operand.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+2: invalid use of function-local name
define void @f(i32 %v) {
  ret void, !foo !{i32 %v}
}
