; The step budget counts every instruction, also now that the dispatch loop
; counts a straight run of them (to the next call or terminator) at once:
; the run stops at exactly the instruction past the budget, wherever it is
; in a run -- in the middle, at a call, in the callee, after the return, at
; an icmp and at the branch fused with it, at a block's first instruction --
; and UB before that point is still reported, with its operands.
;
; RUN: llfuzz run %s --entry seg --args 'i32 5' --max-steps 1
; EXIT: 4
; STDERR: step budget of 1 instructions exhausted (at {{.*}}%b = mul i32 %a, 3)
; RUN: llfuzz run %s --entry seg --args 'i32 5' --max-steps 2
; EXIT: 4
; STDERR: step budget of 2 instructions exhausted (at {{.*}}%c = call i32 @id(i32 %b))
; RUN: llfuzz run %s --entry seg --args 'i32 5' --max-steps 3
; EXIT: 4
; STDERR: step budget of 3 instructions exhausted (at {{.*}}ret i32 %v)
; RUN: llfuzz run %s --entry seg --args 'i32 5' --max-steps 4
; EXIT: 4
; STDERR: step budget of 4 instructions exhausted (at {{.*}}%d = sub i32 %c, 2)
; RUN: llfuzz run %s --entry seg --args 'i32 5' --max-steps 5
; EXIT: 4
; STDERR: step budget of 5 instructions exhausted (at {{.*}}%e = icmp slt i32 %d, 100)
; RUN: llfuzz run %s --entry seg --args 'i32 5' --max-steps 6
; EXIT: 4
; STDERR: step budget of 6 instructions exhausted (at {{.*}}br i1 %e, label %lo, label %hi)
; RUN: llfuzz run %s --entry seg --args 'i32 5' --max-steps 7
; EXIT: 4
; STDERR: step budget of 7 instructions exhausted (at {{.*}}%f = udiv i32 %d, %x)
; RUN: llfuzz run %s --entry seg --args 'i32 5' --max-steps 9
; EXIT: 4
; STDERR: step budget of 9 instructions exhausted (at {{.*}}ret i32 %g)
; the whole run is 10 instructions
; RUN: llfuzz run %s --entry seg --args 'i32 5' --max-steps 10 --stats
; CHECK: i32 4
; STDERR: 10 instructions executed
; the division by zero comes before the budget's end
; RUN: llfuzz run %s --entry seg --args 'i32 0' --max-steps 8
; EXIT: 3
; STDERR: UB: division by zero
; STDERR: udiv i32 1 by zero; operands: i32 1, i32 0
; the trace shows what ran, not the branch past the budget
; RUN: llfuzz run %s --entry seg --args 'i32 5' --max-steps 6 --trace
; EXIT: 4
; STDERR: {{^  %e = icmp slt i32 %d, 100   ; = i1 true}}
; STDERR-NOT: {{^  br i1}}
; STDERR: step budget of 6 instructions exhausted
; a loop: the budget ends in its 5th round, at the add, or at the icmp
; RUN: llfuzz run %s --entry loop --args 'i32 100' --max-steps 13
; EXIT: 4
; STDERR: step budget of 13 instructions exhausted (at {{.*}}%i.next = add i32 %i, 1)
; RUN: llfuzz run %s --entry loop --args 'i32 100' --max-steps 14
; EXIT: 4
; STDERR: step budget of 14 instructions exhausted (at {{.*}}%c = icmp ult i32 %i.next, %n)

define i32 @id(i32 %v) {
  ret i32 %v
}

define i32 @seg(i32 %x) {
entry:
  %a = add i32 %x, 1
  %b = mul i32 %a, 3
  %c = call i32 @id(i32 %b)
  %d = sub i32 %c, 2
  %e = icmp slt i32 %d, 100
  br i1 %e, label %lo, label %hi
lo:
  %f = udiv i32 %d, %x
  %g = add i32 %f, 1
  ret i32 %g
hi:
  ret i32 0
}

; steps: br, then add, icmp, br per round (a phi's copy is its edge's)
define i32 @loop(i32 %n) {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %body, label %done
done:
  ret i32 %i
}
