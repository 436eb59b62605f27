; The target has undefined behaviour on an input where the source has none
; (source is more defined than target): a division made unconditional, a
; load hoisted out of its guard, unreachable introduced, a select turned into
; a branch on a possibly-poison condition, assume/noundef added.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: source is more defined than target
; CHECK: @src2/@tgt2: ERROR: source is more defined than target
; CHECK: @src3/@tgt3: ERROR: source is more defined than target
; CHECK: @src4/@tgt4: ERROR: source is more defined than target
; CHECK: @src5/@tgt5: ERROR: source is more defined than target
; CHECK: @src6/@tgt6: ERROR: source is more defined than target
; CHECK: @src7/@tgt7: ERROR: source is more defined than target
; CHECK: @src8/@tgt8: ERROR: source is more defined than target
; CHECK: @src9/@tgt9: ERROR: source is more defined than target
; CHECK: @src10/@tgt10: ERROR: source is more defined than target
; CHECK: @src11/@tgt11: ERROR: source is more defined than target

declare void @llvm.assume(i1)
declare void @use(i32)

; The division is hoisted above its guard y != 0 (y = 0).
define i32 @src1(i32 noundef %x, i32 noundef %y) {
entry:
  %c = icmp ne i32 %y, 0
  br i1 %c, label %div, label %exit
div:
  %d = udiv i32 %x, %y
  br label %exit
exit:
  %r = phi i32 [ %d, %div ], [ 0, %entry ]
  ret i32 %r
}
define i32 @tgt1(i32 noundef %x, i32 noundef %y) {
entry:
  %d = udiv i32 %x, %y
  %c = icmp ne i32 %y, 0
  %r = select i1 %c, i32 %d, i32 0
  ret i32 %r
}

; A load hoisted out of a bounds check (LICM/GVN-PRE style speculation): the
; buffer holds 16 i32, index 16 (a constant of the source) is out of bounds.
define i32 @src2(ptr dereferenceable(64) %p, i64 noundef %i) {
entry:
  %c = icmp ult i64 %i, 16
  br i1 %c, label %ld, label %exit
ld:
  %q = getelementptr inbounds i32, ptr %p, i64 %i
  %v = load i32, ptr %q
  br label %exit
exit:
  %r = phi i32 [ %v, %ld ], [ -1, %entry ]
  ret i32 %r
}
define i32 @tgt2(ptr dereferenceable(64) %p, i64 noundef %i) {
entry:
  %q = getelementptr inbounds i32, ptr %p, i64 %i
  %v = load i32, ptr %q
  %c = icmp ult i64 %i, 16
  %r = select i1 %c, i32 %v, i32 -1
  ret i32 %r
}

; unreachable introduced on a path the source takes (c = false).
define i32 @src3(i1 noundef %c) {
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
define i32 @tgt3(i1 noundef %c) {
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  unreachable
}

; 0 - x -> x s/ -1: x = INT_MIN overflows the division.
define i32 @src4(i32 noundef %x) {
  %r = sub i32 0, %x
  ret i32 %r
}
define i32 @tgt4(i32 noundef %x) {
  %r = sdiv i32 %x, -1
  ret i32 %r
}

; select -> branch: a poison condition makes the select poison, but a branch
; on poison is UB (the reason such rewrites must freeze the condition).
; llfuzz-input: @src5(i1 poison, i32 1, i32 2)
define i32 @src5(i1 %c, i32 noundef %x, i32 noundef %y) {
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
define i32 @tgt5(i1 %c, i32 noundef %x, i32 noundef %y) {
  br i1 %c, label %a, label %b
a:
  ret i32 %x
b:
  ret i32 %y
}

; The same with an undef condition: select undef picks either arm, br undef is UB.
; llfuzz-input: @src6(i1 undef, i32 1, i32 2)
define i32 @src6(i1 %c, i32 noundef %x, i32 noundef %y) {
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
define i32 @tgt6(i1 %c, i32 noundef %x, i32 noundef %y) {
  %n = xor i1 %c, true
  br i1 %n, label %b, label %a
a:
  ret i32 %x
b:
  ret i32 %y
}

; An assume the source does not justify (x = 0).
define i32 @src7(i32 noundef %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
define i32 @tgt7(i32 noundef %x) {
  %c = icmp ne i32 %x, 0
  call void @llvm.assume(i1 %c)
  %r = add i32 %x, 1
  ret i32 %r
}

; noundef added to the return value: x = 127 makes the returned value poison,
; which is UB under noundef.
define i8 @src8(i8 noundef %x) {
  %r = add nsw i8 %x, 1
  ret i8 %r
}
define noundef i8 @tgt8(i8 noundef %x) {
  %r = add nsw i8 %x, 1
  ret i8 %r
}

; noundef added to a call argument: passing poison to @use is fine in the
; source, UB in the target.
; llfuzz-input: @src9(i32 poison)
define void @src9(i32 %x) {
  call void @use(i32 %x)
  ret void
}
define void @tgt9(i32 %x) {
  call void @use(i32 noundef %x)
  ret void
}

; A store sunk/hoisted out of its guard writes out of bounds: the source
; stores to p[i] only when i u< 16 (i = 16).
define void @src10(ptr dereferenceable(64) %p, i64 noundef %i) {
entry:
  %c = icmp ult i64 %i, 16
  br i1 %c, label %st, label %exit
st:
  %q = getelementptr inbounds i32, ptr %p, i64 %i
  store i32 0, ptr %q
  br label %exit
exit:
  ret void
}
define void @tgt10(ptr dereferenceable(64) %p, i64 noundef %i) {
  %q = getelementptr inbounds i32, ptr %p, i64 %i
  %old = load i32, ptr %q
  %c = icmp ult i64 %i, 16
  %v = select i1 %c, i32 0, i32 %old
  store i32 %v, ptr %q
  ret void
}

; A remainder speculated out of a loop that runs zero times (n = 0 and y = 0:
; the source never divides).
define i32 @src11(i32 noundef %x, i32 noundef %y, i8 noundef %n) {
entry:
  %e = icmp eq i8 %n, 0
  br i1 %e, label %exit, label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %m = urem i32 %x, %y
  %s.next = add i32 %s, %m
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}
define i32 @tgt11(i32 noundef %x, i32 noundef %y, i8 noundef %n) {
entry:
  %m = urem i32 %x, %y
  %e = icmp eq i8 %n, 0
  br i1 %e, label %exit, label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = add i32 %s, %m
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}
