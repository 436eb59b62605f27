; LangRef "getelementptr": struct member indices are i32 constants.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}invalid getelementptr indices
%S = type { i8, i32 }
define ptr @f(ptr %p) {
  %q = getelementptr %S, ptr %p, i64 0, i64 1
  ret ptr %q
}
