; Numbered values may skip numbers but never go back (llvm-as 22 rule).
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}instruction expected to be numbered '%3' or greater
define i32 @f(i32 %0) {
  %2 = add i32 %0, 1
  %1 = add i32 %2, 1
  ret i32 %1
}
