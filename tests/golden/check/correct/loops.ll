; Loop transformations: LICM, full unrolling, induction-variable rewrites,
; loop deletion, rotation, promotion of a memory location to a register.
; Counters are i8 so that every input runs a short loop.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: no counterexample
; CHECK: @src9/@tgt9: no counterexample
; CHECK-NOT: ERROR

@g = global i8 0

declare void @use(i8)

; Hoisting (LICM): the loop-invariant x * y is computed once before the loop.
define i32 @src1(i32 %x, i32 %y, i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %m = mul i32 %x, %y
  %s.next = add i32 %s, %m
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}
define i32 @tgt1(i32 %x, i32 %y, i8 %n) {
entry:
  %m = mul i32 %x, %y
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = add i32 %s, %m
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; Full unrolling of a loop with a constant trip count of 4.
define i32 @src2(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %x, %entry ], [ %s.next, %loop ]
  %t = shl i32 %s, 1
  %s.next = xor i32 %t, %i
  %i.next = add i32 %i, 1
  %c = icmp ne i32 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}
define i32 @tgt2(i32 %x) {
  %t0 = shl i32 %x, 1
  %t1 = shl i32 %t0, 1
  %s1 = xor i32 %t1, 1
  %t2 = shl i32 %s1, 1
  %s2 = xor i32 %t2, 2
  %t3 = shl i32 %s2, 1
  %s3 = xor i32 %t3, 3
  ret i32 %s3
}

; Loop deletion / exit-value replacement: counting n down to 0 returns the
; number of iterations, which is n (for n u> 0; the loop body runs once for 0).
define i8 @src3(i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ %n, %entry ], [ %i.next, %loop ]
  %k = phi i8 [ 0, %entry ], [ %k.next, %loop ]
  %k.next = add i8 %k, 1
  %i.next = add i8 %i, -1
  %c = icmp ugt i8 %i, 1
  br i1 %c, label %loop, label %exit
exit:
  ret i8 %k.next
}
define i8 @tgt3(i8 %n) {
  %r = call i8 @llvm.umax.i8(i8 %n, i8 1)
  ret i8 %r
}
declare i8 @llvm.umax.i8(i8, i8)

; Strength reduction: i * 5 inside the loop -> a second induction variable
; stepping by 5.
define i8 @src4(i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i8 [ 0, %entry ], [ %s.next, %loop ]
  %m = mul i8 %i, 5
  %s.next = xor i8 %s, %m
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i8 %s.next
}
define i8 @tgt4(i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i8 [ 0, %entry ], [ %j.next, %loop ]
  %s = phi i8 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = xor i8 %s, %j
  %i.next = add i8 %i, 1
  %j.next = add i8 %j, 5
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i8 %s.next
}

; Loop rotation: a while loop becomes a guard plus a do-while loop.
define i8 @src5(i8 %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i8 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp slt i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %s.next = add i8 %s, %i
  %i.next = add i8 %i, 1
  br label %header
exit:
  ret i8 %s
}
define i8 @tgt5(i8 %n) {
entry:
  %g = icmp slt i8 0, %n
  br i1 %g, label %body, label %exit
body:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i8 [ 0, %entry ], [ %s.next, %body ]
  %s.next = add i8 %s, %i
  %i.next = add i8 %i, 1
  %c = icmp slt i8 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  %r = phi i8 [ 0, %entry ], [ %s.next, %body ]
  ret i8 %r
}

; Promotion of a global written in every iteration: one store of the last
; value after the loop, guarded like the loop (LICM scalar promotion).
define void @src6(i8 %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  store i8 %i, ptr @g
  %i.next = add i8 %i, 1
  br label %header
exit:
  ret void
}
define void @tgt6(i8 %n) {
entry:
  %c = icmp ne i8 %n, 0
  br i1 %c, label %st, label %exit
st:
  %last = add i8 %n, -1
  store i8 %last, ptr @g
  br label %exit
exit:
  ret void
}

; A loop that only computes a value it never uses (and always ends) is deleted;
; the calls before and after it stay.
define void @src7(i8 %n) {
entry:
  call void @use(i8 1)
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @use(i8 2)
  ret void
}
define void @tgt7(i8 %n) {
  call void @use(i8 1)
  call void @use(i8 2)
  ret void
}

; Sum of the four i32 elements of a buffer: the loop unrolled into four loads.
define i32 @src8(ptr dereferenceable(16) %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %q = getelementptr inbounds i32, ptr %p, i64 %i
  %v = load i32, ptr %q
  %s.next = add i32 %s, %v
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}
define i32 @tgt8(ptr dereferenceable(16) %p) {
  %v0 = load i32, ptr %p
  %q1 = getelementptr inbounds i32, ptr %p, i64 1
  %v1 = load i32, ptr %q1
  %q2 = getelementptr inbounds i32, ptr %p, i64 2
  %v2 = load i32, ptr %q2
  %q3 = getelementptr inbounds i32, ptr %p, i64 3
  %v3 = load i32, ptr %q3
  %a = add i32 %v0, %v1
  %b = add i32 %a, %v2
  %r = add i32 %b, %v3
  ret i32 %r
}

; Exit value of an IV: after counting i from 0 while i u< n, i equals n
; (for n = 0 the do-while body runs once, so max(n, 1)).
define i8 @src9(i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i8 %i.next
}
define i8 @tgt9(i8 %n) {
  %r = call i8 @llvm.umax.i8(i8 %n, i8 1)
  ret i8 %r
}
