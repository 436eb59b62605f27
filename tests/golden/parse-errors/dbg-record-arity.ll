; #dbg_value takes a value, a variable, an expression and a location.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}Expected ',' here
define void @f(i32 %x) {
entry:
    #dbg_value(i32 %x, !1, !DIExpression())
  ret void
}
!1 = !{}
