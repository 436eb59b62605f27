; LangRef "'phi' Instruction": exactly one entry per predecessor edge,
; entries only for predecessors, the same value for a repeated predecessor,
; and phis grouped at the top of their block.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 7

define i32 @missing(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}PHINode should have one entry for each predecessor
  %p = phi i32 [ 1, %a ]
  ret i32 %p
}

define i32 @not_a_pred(i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}PHI node entries do not match predecessors
  %p = phi i32 [ 1, %a ], [ 2, %join ]
  ret i32 %p
}

define i32 @dup_different(i32 %x) {
entry:
  switch i32 %x, label %join [ i32 1, label %join ]
join:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}PHI node has multiple entries for the same basic block with different incoming values
  %p = phi i32 [ 1, %entry ], [ 2, %entry ]
  ret i32 %p
}

define i32 @not_grouped(i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %p = phi i32 [ 1, %entry ], [ 2, %a ]
  %q = add i32 %p, 1
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}PHI nodes not grouped at top of basic block
  %r = phi i32 [ 1, %entry ], [ 2, %a ]
  ret i32 %r
}

define void @entry_pred() {
entry:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Entry block to function must not have predecessors
  br label %next
next:
  br label %entry
}

; different wide values (not interned) are still told apart
define i128 @dup_different_wide(i32 %x) {
entry:
  switch i32 %x, label %join [ i32 1, label %join ]
join:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}PHI node has multiple entries for the same basic block with different incoming values
  %p = phi i128 [ 18446744073709551616, %entry ], [ 18446744073709551617, %entry ]
  ret i128 %p
}

define <2 x i32> @dup_different_vec(i32 %x) {
entry:
  switch i32 %x, label %join [ i32 1, label %join ]
join:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}PHI node has multiple entries for the same basic block with different incoming values
  %p = phi <2 x i32> [ <i32 1, i32 2>, %entry ], [ <i32 1, i32 3>, %entry ]
  ret <2 x i32> %p
}
