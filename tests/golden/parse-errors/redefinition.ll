; The same local name defined twice.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+3: multiple definition of local value named 'x'
define i32 @f(i32 %a) {
  %x = add i32 %a, 1
  %x = add i32 %a, 2
  ret i32 %x
}
