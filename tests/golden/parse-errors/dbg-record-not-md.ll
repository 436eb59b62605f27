; Only the first operand of #dbg_value may be a plain value.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}expected '!' here
define void @f(i32 %x) {
entry:
    #dbg_value(i32 %x, i32 0, !DIExpression(), !1)
  ret void
}
!1 = !{}
