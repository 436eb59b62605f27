; Only the first operand of #dbg_value may be a plain value.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+3: expected '!' here
define void @f(i32 %x) {
entry:
    #dbg_value(i32 %x, i32 0, !DIExpression(), !1)
  ret void
}
!1 = !{}
