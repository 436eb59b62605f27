; An icmp right before the conditional branch on it runs with the branch as
; one op; when the branch is the icmp's only reader, that op does not write
; the icmp's result (C_ICMPBR64X, C_ICMPBR64KX).  An icmp that something
; else reads too -- an instruction after the branch, a phi of a successor --
; must still have its result; and a step budget that ends at the fused op
; splits it back into the icmp, which writes it, and the branch.
; RUN: %llfuzz run %s --entry later_use --args 'i32 5' | FileCheck %s --check-prefix=CHECK1
; CHECK1: i32 1
; RUN: %llfuzz run %s --entry later_use --args 'i32 50' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 0
; RUN: %llfuzz run %s --entry phi_use --args 'i64 3' | FileCheck %s --check-prefix=CHECK3
; CHECK3: i1 true
; RUN: %llfuzz run %s --entry phi_use --args 'i64 30' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i1 false
; RUN: %llfuzz run %s --entry only_branch --args 'i32 100' | FileCheck %s --check-prefix=CHECK5
; CHECK5: i32 100
; RUN: %llfuzz run %s --entry only_branch --args 'i32 0' | FileCheck %s --check-prefix=CHECK6
; CHECK6: i32 1
; a poison operand takes the slow path, which writes the result the
; branch then reads: UB
; RUN: %exit 3 %llfuzz run %s --entry only_branch --args 'i32 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7-DAG: UB: branch on undef or poison at {{.*}}:[[@LINE+37]]:3: br i1 %c
; STDERR7-DAG: operands: i1 poison
; the budget ends between the loop's icmp and its branch: the fused op
; comes apart, the icmp runs alone
; RUN: %exit 4 %llfuzz run %s --entry only_branch --args 'i32 100' --max-steps 24 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR8
; STDERR8: limit: step budget of 24 instructions exhausted (at {{.*}}:[[@LINE+32]]:3: br i1 %c

define i32 @later_use(i32 %a) {
entry:
  %c = icmp slt i32 %a, 10
  br i1 %c, label %t, label %f
t:
  %z = zext i1 %c to i32
  ret i32 %z
f:
  %y = zext i1 %c to i32
  ret i32 %y
}

define i1 @phi_use(i64 %a) {
entry:
  %c = icmp ult i64 %a, 10
  br i1 %c, label %j, label %k
k:
  br label %j
j:
  %p = phi i1 [ %c, %entry ], [ %c, %k ]
  ret i1 %p
}

define i32 @only_branch(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i.next
}
