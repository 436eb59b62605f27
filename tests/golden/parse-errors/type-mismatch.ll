; A value used with a type other than its definition's.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+3: '%x' defined with type 'i32' but expected 'i64'
define i64 @f(i32 %a) {
  %x = add i32 %a, 1
  ret i64 %x
}
