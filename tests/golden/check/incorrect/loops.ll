; Wrong loop rewrites (value mismatch): a closed form off by one, an unroll
; by two without the remainder iteration, a load hoisted out of a loop that
; stores to the same place, a wrong exit value, strength reduction with the
; wrong step.  Counters are i8 so every input runs a short loop.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch

@acc = global i32 0

; sum of i for i in [0, n) -> n * (n + 1) / 2: the closed form of [0, n]
; (n = 1: 0 versus 1).
define i32 @src1(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %w = zext i8 %n to i32
  %c = icmp ult i32 %i, %w
  br i1 %c, label %body, label %exit
body:
  %s.next = add i32 %s, %i
  %i.next = add i32 %i, 1
  br label %header
exit:
  ret i32 %s
}
define i32 @tgt1(i8 noundef %n) {
  %w = zext i8 %n to i32
  %a = add i32 %w, 1
  %m = mul i32 %w, %a
  %r = lshr i32 %m, 1
  ret i32 %r
}

; Unrolled by two without a remainder: for an odd n the target adds one
; element too many (n = 1: 1 versus 3; for n = 255 the target's counter even
; steps over n and wraps, so n = 1 comes first).
; llfuzz-input: @src2(i8 1)
define i32 @src2(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %z = zext i8 %i to i32
  %t = add i32 %z, 1
  %s.next = add i32 %s, %t
  %i.next = add i8 %i, 1
  br label %header
exit:
  ret i32 %s
}
define i32 @tgt2(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %z = zext i8 %i to i32
  %t = add i32 %z, 1
  %t2 = add i32 %z, 2
  %s1 = add i32 %s, %t
  %s.next = add i32 %s1, %t2
  %i.next = add i8 %i, 2
  br label %header
exit:
  ret i32 %s
}

; LICM hoists the load of @acc although the loop stores to it: each
; iteration must see the previous iteration's store (n = 2).
define i32 @src3(i8 noundef %n) {
entry:
  store i32 1, ptr @acc
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %v = load i32, ptr @acc
  %d = shl i32 %v, 1
  store i32 %d, ptr @acc
  %i.next = add i8 %i, 1
  br label %header
exit:
  %r = load i32, ptr @acc
  ret i32 %r
}
define i32 @tgt3(i8 noundef %n) {
entry:
  store i32 1, ptr @acc
  %v = load i32, ptr @acc
  %d = shl i32 %v, 1
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  store i32 %d, ptr @acc
  %i.next = add i8 %i, 1
  br label %header
exit:
  %r = load i32, ptr @acc
  ret i32 %r
}

; The exit value of a do-while counter replaced by the trip count of the
; while form: the body runs once even for n = 0 (1 versus 0).
define i8 @src4(i8 noundef %n) {
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
define i8 @tgt4(i8 noundef %n) {
  ret i8 %n
}

; Strength reduction of i * 3 into a second induction variable that steps
; by 2 (n = 2: the last product is 3, the target's 2).
define i32 @src5(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %last = phi i32 [ 0, %entry ], [ %p, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %z = zext i8 %i to i32
  %p = mul i32 %z, 3
  %i.next = add i8 %i, 1
  br label %header
exit:
  ret i32 %last
}
define i32 @tgt5(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %body ]
  %last = phi i32 [ 0, %entry ], [ %k, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %k.next = add i32 %k, 2
  %i.next = add i8 %i, 1
  br label %header
exit:
  ret i32 %last
}
