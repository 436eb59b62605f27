; LangRef "'call' Instruction", musttail: the call is followed by a ret (of
; its value, possibly through a bitcast); caller and callee agree on the
; calling convention, varargs, return and parameter types and ABI
; attributes.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 6

declare i32 @callee(i32)
declare fastcc i32 @fast(i32)
declare i32 @va(i32, ...)
declare i64 @wide(i32)
declare void @sr(ptr sret(i32))

define i32 @not_last(i32 %x) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}musttail call must precede a ret with an optional bitcast
  %r = musttail call i32 @callee(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @other_value(i32 %x) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}musttail call result must be returned
  %r = musttail call i32 @callee(i32 %x)
  ret i32 %x
}

define i32 @cc(i32 %x) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}cannot guarantee tail call due to mismatched calling conv
  %r = musttail call fastcc i32 @fast(i32 %x)
  ret i32 %r
}

define i32 @varargs(i32 %x) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}cannot guarantee tail call due to mismatched varargs
  %r = musttail call i32 (i32, ...) @va(i32 %x, i32 1)
  ret i32 %r
}

define void @ret_type(i32 %x) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}cannot guarantee tail call due to mismatched return types
  %r = musttail call i64 @wide(i32 %x)
  ret void
}

define void @abi(ptr %p) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}cannot guarantee tail call due to mismatched ABI impacting function attributes
  musttail call void @sr(ptr sret(i32) %p)
  ret void
}
