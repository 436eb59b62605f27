; LangRef "Instruction Reference": rules of single instructions that the
; parser leaves to the verifier.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 3

declare i32 @ret_int()

define void @f(i32 %x, <4 x i32> %v, ptr %p) {
entry:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Duplicate integer as switch case
  switch i32 %x, label %a [ i32 1, label %a
                            i32 1, label %b ]
a:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Invalid shufflevector operands
  %s = shufflevector <4 x i32> %v, <4 x i32> %v, <2 x i32> <i32 0, i32 9>
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}fast-math-flags specified for call without floating-point scalar or vector return type
  %c = call nnan i32 @ret_int()
  ret void
b:
  ret void
}
