; Uses in blocks that the entry cannot reach are exempt from dominance, as
; in LLVM (including an instruction that uses itself there); a phi may use
; itself; values defined in a block may be used by a phi of a later block.
; RUN: %llfuzz verify %s

define i32 @f(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %next
dead:
  %y = add i32 %y, %z
  %z = mul i32 %y, 2
  br label %dead2
dead2:
  %w = phi i32 [ %z, %dead ]
  ret i32 %w
}
