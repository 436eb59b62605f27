; A debug-info node written inside a tuple, reachable only through an
; instruction's attachment (not !dbg): the verifier's rules apply to it.
; The verifier marks what attachments reach only when some numbered node
; holds a debug-info node; here it is one level down, in !0's operands.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1

define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !annotation.x !0
  ret i32 %v
}

; ERROR: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Subrange can have any one of count or upperBound
!0 = !{!"x", !DISubrange(count: 4, upperBound: 3)}
