; select and phi folds (InstCombine, SimplifyCFG, SCCP), including the
; poison rules of select: a poison arm that is not chosen does not matter,
; select c, b, false is and c, b only if b's poison is stopped by freeze.
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
; CHECK: @src10/@tgt10: no counterexample
; CHECK: @src11/@tgt11: no counterexample
; CHECK: @src12/@tgt12: no counterexample
; CHECK: @src13/@tgt13: no counterexample
; CHECK: @src14/@tgt14: no counterexample
; CHECK-NOT: ERROR

declare i32 @llvm.smax.i32(i32, i32)

; select c, x, x -> x.
define i32 @src1(i1 %c, i32 %x) {
  %r = select i1 %c, i32 %x, i32 %x
  ret i32 %r
}
define i32 @tgt1(i1 %c, i32 %x) {
  ret i32 %x
}

; select c, true, false -> c.
define i1 @src2(i1 %c) {
  %r = select i1 %c, i1 true, i1 false
  ret i1 %r
}
define i1 @tgt2(i1 %c) {
  ret i1 %c
}

; select c, false, true -> not c.
define i1 @src3(i1 %c) {
  %r = select i1 %c, i1 false, i1 true
  ret i1 %r
}
define i1 @tgt3(i1 %c) {
  %r = xor i1 %c, true
  ret i1 %r
}

; select c, b, false -> c & freeze(b): the freeze keeps c = false from
; becoming poison when b is poison.
define i1 @src4(i1 %c, i1 %b) {
  %r = select i1 %c, i1 %b, i1 false
  ret i1 %r
}
define i1 @tgt4(i1 %c, i1 %b) {
  %f = freeze i1 %b
  %r = and i1 %c, %f
  ret i1 %r
}

; select c, true, b -> c | freeze(b).
define i1 @src5(i1 %c, i1 %b) {
  %r = select i1 %c, i1 true, i1 %b
  ret i1 %r
}
define i1 @tgt5(i1 %c, i1 %b) {
  %f = freeze i1 %b
  %r = or i1 %c, %f
  ret i1 %r
}

; select c, x, poison -> x: the poison arm may be anything, x included.
define i32 @src6(i1 %c, i32 %x) {
  %r = select i1 %c, i32 %x, i32 poison
  ret i32 %r
}
define i32 @tgt6(i1 %c, i32 %x) {
  ret i32 %x
}

; (x == 0) ? 0 : x -> x.
define i32 @src7(i32 %x) {
  %c = icmp eq i32 %x, 0
  %r = select i1 %c, i32 0, i32 %x
  ret i32 %r
}
define i32 @tgt7(i32 %x) {
  ret i32 %x
}

; (x s> y) ? x : y -> smax(x, y).
define i32 @src8(i32 %x, i32 %y) {
  %c = icmp sgt i32 %x, %y
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
define i32 @tgt8(i32 %x, i32 %y) {
  %r = call i32 @llvm.smax.i32(i32 %x, i32 %y)
  ret i32 %r
}

; select c, x + 1, x + 5 -> x + (select c, 1, 5).  With an undef c both give
; {x + 1, x + 5}: the target's add must not smear the undef bit of the select
; over higher bits (3 + {1, 5} = {4, 8}).
; llfuzz-input: @src9(i1 undef, i8 3)
define i8 @src9(i1 %c, i8 %x) {
  %a = add i8 %x, 1
  %b = add i8 %x, 5
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}
define i8 @tgt9(i1 %c, i8 %x) {
  %k = select i1 %c, i8 1, i8 5
  %r = add i8 %x, %k
  ret i8 %r
}

; A phi of the same value on every edge -> that value.
define i32 @src10(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %r = phi i32 [ %x, %a ], [ %x, %b ]
  ret i32 %r
}
define i32 @tgt10(i1 %c, i32 %x) {
  ret i32 %x
}

; Constant propagation (SCCP): a branch on a constant, the phi fed by constants folds to 2.
define i32 @src11(i32 %x) {
entry:
  %c = icmp eq i32 3, 3
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %p = phi i32 [ 1, %a ], [ %x, %b ]
  %r = add i32 %p, 1
  ret i32 %r
}
define i32 @tgt11(i32 %x) {
  ret i32 2
}

; if (c) r = x + 1 else r = x + 1 -> r = x + 1 (hoisting identical
; instructions; the branch on c is dropped, which only removes UB).
define i32 @src12(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  %p = add i32 %x, 1
  br label %m
b:
  %q = add i32 %x, 1
  br label %m
m:
  %r = phi i32 [ %p, %a ], [ %q, %b ]
  ret i32 %r
}
define i32 @tgt12(i1 %c, i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

; A diamond that picks between two constants -> a select (SimplifyCFG).
define i8 @src13(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %r = phi i8 [ 10, %a ], [ 20, %b ]
  ret i8 %r
}
define i8 @tgt13(i1 %c) {
  %r = select i1 %c, i8 10, i8 20
  ret i8 %r
}

; The same fold as @src9 with a literal undef condition (as left behind by
; inlining): both sides are x + 1 or x + 5 (x = 3: {4, 8}).
; llfuzz-input: @src14(i8 3)
define i8 @src14(i8 noundef %x) {
  %a = add i8 %x, 1
  %b = add i8 %x, 5
  %r = select i1 undef, i8 %a, i8 %b
  ret i8 %r
}
define i8 @tgt14(i8 noundef %x) {
  %k = select i1 undef, i8 1, i8 5
  %r = add i8 %x, %k
  ret i8 %r
}
