; `...` in a call forwards varargs: only musttail calls in varargs functions.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}unexpected ellipsis in argument list for non-musttail call
declare void @g(i32, ...)
define void @f(i32 %x, ...) {
  call void (i32, ...) @g(i32 %x, ...)
  ret void
}
