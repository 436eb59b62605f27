; A branch target must be a basic block.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}'%x' is not a basic block
define void @f(i32 %a) {
  %x = add i32 %a, 1
  br label %x
}
