; A void instruction cannot have a name.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}instructions returning void cannot have a name
define void @f(ptr %p) {
  %x = store i32 0, ptr %p
  ret void
}
