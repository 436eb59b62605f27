; LangRef "Functions" / SSA form: every use must be dominated by its
; definition; a phi uses its value at the end of the incoming block.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 4

define i32 @use_before_def(i32 %x) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Instruction does not dominate all uses
  %a = add i32 %b, 1
  %b = add i32 %x, 1
  ret i32 %a
}

define i32 @other_branch(i1 %c, i32 %x) {
entry:
  br i1 %c, label %then, label %else
then:
  %t = add i32 %x, 1
  br label %join
else:
  br label %join
join:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Instruction does not dominate all uses
  %u = mul i32 %t, 2
  ret i32 %u
}

define i32 @phi_wrong_edge(i1 %c, i32 %x) {
entry:
  br i1 %c, label %then, label %join
then:
  %t = add i32 %x, 1
  br label %join
join:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Instruction does not dominate all uses
  %p = phi i32 [ %t, %entry ], [ %t, %then ]
  ret i32 %p
}

define i32 @self(i32 %x) {
entry:
  br label %loop
loop:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Only PHI nodes may reference their own value
  %s = add i32 %s, %x
  br label %loop
}
