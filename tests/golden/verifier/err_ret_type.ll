; LangRef "'ret' Instruction": the returned value has the function's
; return type; a void function returns nothing.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 3

define i32 @wrong_type(i64 %x) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}value doesn't match function result type 'i32'
  ret i64 %x
}

define void @value_from_void(i32 %x) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}value doesn't match function result type 'void'
  ret i32 %x
}

define i32 @nothing() {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}value doesn't match function result type 'i32'
  ret void
}
