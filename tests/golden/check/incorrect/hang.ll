; The target loops forever where the source returns (hang).  The functions
; have no mustprogress attribute, so an infinite loop is not UB: it is a
; behaviour the source does not have.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: hang
; CHECK: @src2/@tgt2: ERROR: hang
; CHECK: @src3/@tgt3: ERROR: hang
; CHECK: @src4/@tgt4: ERROR: hang
; CHECK: @src5/@tgt5: ERROR: hang

; An unconditional self-loop instead of the return.
define i32 @src1(i32 noundef %x) {
  ret i32 %x
}
define i32 @tgt1(i32 noundef %x) {
entry:
  br label %loop
loop:
  br label %loop
}

; An induction variable's exit test rewritten from i u< n to i != n while the
; step is 2: for an odd n (n = 5) the source stops at n + 1, the target never
; stops (i wraps around through even values only).  Even n: same result.
; llfuzz-input: @src2(i8 5)
define i8 @src2(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i.next = add i8 %i, 2
  br label %header
exit:
  ret i8 %i
}
define i8 @tgt2(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ne i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i.next = add i8 %i, 2
  br label %header
exit:
  ret i8 %i
}

; A count-down loop whose test i u> 0 became i u>= 0, always true.
define i32 @src3(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ %n, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp ugt i8 %i, 0
  br i1 %c, label %body, label %exit
body:
  %z = zext i8 %i to i32
  %s.next = add i32 %s, %z
  %i.next = add i8 %i, -1
  br label %header
exit:
  ret i32 %s
}
define i32 @tgt3(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ %n, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp uge i8 %i, 0
  br i1 %c, label %body, label %exit
body:
  %z = zext i8 %i to i32
  %s.next = add i32 %s, %z
  %i.next = add i8 %i, -1
  br label %header
exit:
  ret i32 %s
}

; lshr -> ashr in a loop that shifts until zero: a negative value sticks at
; -1 and the target never leaves (non-negative x: same result).
define i32 @src4(i32 noundef %x) {
entry:
  br label %header
header:
  %v = phi i32 [ %x, %entry ], [ %v.next, %body ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %body ]
  %c = icmp ne i32 %v, 0
  br i1 %c, label %body, label %exit
body:
  %v.next = lshr i32 %v, 1
  %k.next = add i32 %k, 1
  br label %header
exit:
  ret i32 %k
}
define i32 @tgt4(i32 noundef %x) {
entry:
  br label %header
header:
  %v = phi i32 [ %x, %entry ], [ %v.next, %body ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %body ]
  %c = icmp ne i32 %v, 0
  br i1 %c, label %body, label %exit
body:
  %v.next = ashr i32 %v, 1
  %k.next = add i32 %k, 1
  br label %header
exit:
  ret i32 %k
}

; The update of the induction variable lost (i.next = i): with n = 1 the
; source runs once, the target never leaves.
define i8 @src5(i8 noundef %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i8 %i
}
define i8 @tgt5(i8 noundef %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i8 %i, 0
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i8 %i
}
