; Numbered values may skip numbers but never go back (llvm-as 22 rule).
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+3: instruction expected to be numbered '%3' or greater
define i32 @f(i32 %0) {
  %2 = add i32 %0, 1
  %1 = add i32 %2, 1
  ret i32 %1
}
