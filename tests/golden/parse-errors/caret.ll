; Diagnostics show the source line and a caret under the column.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=STDERR
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+4]]:11: error: {{.*}}use of undefined value '%nope'
; STDERR-DAG: ret i32 %nope
; STDERR-DAG: ^
define i32 @f() {
  ret i32 %nope
}
