; A malformed value: the verdict is not one replay knows.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 2 %llfuzz replay %s > %t.out 2> %t.err
; RUN: test ! -s %t.out
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+1]]:29: error: {{.*}}llfuzz-expect: unknown verdict 'wrong-value'
; llfuzz-expect: divergence wrong-value
define i32 @f(i32 %x) {
  ret i32 %x
}
