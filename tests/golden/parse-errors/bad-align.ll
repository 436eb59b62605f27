; Alignment must be a power of two.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}alignment is not a power of two
define void @f(ptr %p) {
  store i32 0, ptr %p, align 3
  ret void
}
