; The step budget counts every instruction, also now that the dispatch loop
; counts a straight run of them (to the next call or terminator) at once:
; the run stops at exactly the instruction past the budget, wherever it is
; in a run -- in the middle, at a call, in the callee, after the return, at
; an icmp and at the branch fused with it, at a block's first instruction --
; and UB before that point is still reported, with its operands.
;
; RUN: %exit 4 %llfuzz run %s --entry seg --args 'i32 5' --max-steps 1 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: step budget of 1 instructions exhausted (at {{.*}}%b = mul i32 %a, 3)
; RUN: %exit 4 %llfuzz run %s --entry seg --args 'i32 5' --max-steps 2 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: step budget of 2 instructions exhausted (at {{.*}}%c = call i32 @id(i32 %b))
; RUN: %exit 4 %llfuzz run %s --entry seg --args 'i32 5' --max-steps 3 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: step budget of 3 instructions exhausted (at {{.*}}ret i32 %v)
; RUN: %exit 4 %llfuzz run %s --entry seg --args 'i32 5' --max-steps 4 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: step budget of 4 instructions exhausted (at {{.*}}%d = sub i32 %c, 2)
; RUN: %exit 4 %llfuzz run %s --entry seg --args 'i32 5' --max-steps 5 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: step budget of 5 instructions exhausted (at {{.*}}%e = icmp slt i32 %d, 100)
; RUN: %exit 4 %llfuzz run %s --entry seg --args 'i32 5' --max-steps 6 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: step budget of 6 instructions exhausted (at {{.*}}br i1 %e, label %lo, label %hi)
; RUN: %exit 4 %llfuzz run %s --entry seg --args 'i32 5' --max-steps 7 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7: step budget of 7 instructions exhausted (at {{.*}}%f = udiv i32 %d, %x)
; RUN: %exit 4 %llfuzz run %s --entry seg --args 'i32 5' --max-steps 9 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR8
; STDERR8: step budget of 9 instructions exhausted (at {{.*}}ret i32 %g)
; the whole run is 10 instructions
; RUN: %llfuzz run %s --entry seg --args 'i32 5' --max-steps 10 --stats > %t.out9 2> %t.err9
; RUN: FileCheck --input-file=%t.out9 %s --check-prefix=CHECK9
; RUN: FileCheck --input-file=%t.err9 %s --check-prefix=STDERR9
; CHECK9: i32 4
; STDERR9: 10 instructions executed
; the division by zero comes before the budget's end
; RUN: %exit 3 %llfuzz run %s --entry seg --args 'i32 0' --max-steps 8 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR10
; STDERR10-DAG: UB: division by zero
; STDERR10-DAG: udiv i32 1 by zero; operands: i32 1, i32 0
; the trace shows what ran, not the branch past the budget
; RUN: %exit 4 %llfuzz run %s --entry seg --args 'i32 5' --max-steps 6 --trace 2> %t.err11
; RUN: FileCheck --input-file=%t.err11 %s --check-prefix=STDERR11
; RUN: FileCheck --input-file=%t.err11 %s --check-prefix=NOSTDERR11 --allow-empty
; STDERR11-DAG: {{^  %e = icmp slt i32 %d, 100   ; = i1 true}}
; NOSTDERR11-NOT: {{^  br i1}}
; STDERR11-DAG: step budget of 6 instructions exhausted
; a loop: the budget ends in its 5th round, at the add, or at the icmp
; RUN: %exit 4 %llfuzz run %s --entry loop --args 'i32 100' --max-steps 13 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR12
; STDERR12: step budget of 13 instructions exhausted (at {{.*}}%i.next = add i32 %i, 1)
; RUN: %exit 4 %llfuzz run %s --entry loop --args 'i32 100' --max-steps 14 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR13
; STDERR13: step budget of 14 instructions exhausted (at {{.*}}%c = icmp ult i32 %i.next, %n)

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
