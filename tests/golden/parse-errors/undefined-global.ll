; A global used but never defined.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}use of undefined value '@nowhere'
define ptr @f() {
  ret ptr @nowhere
}
