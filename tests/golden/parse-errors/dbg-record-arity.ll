; #dbg_value takes a value, a variable, an expression and a location.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+3: Expected ',' here
define void @f(i32 %x) {
entry:
    #dbg_value(i32 %x, !1, !DIExpression())
  ret void
}
!1 = !{}
