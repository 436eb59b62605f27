; More wrong rewrites around calls to external functions (trace mismatch):
; a conditional call moved across another call, a call lost by a loop
; rewrite, two calls swapped because their results were "independent", an
; argument computed from a wrongly narrowed value, a call merged into a
; successor that not every path reaches.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: trace mismatch
; CHECK: @src2/@tgt2: ERROR: trace mismatch
; CHECK: @src3/@tgt3: ERROR: trace mismatch
; CHECK: @src4/@tgt4: ERROR: trace mismatch
; CHECK: @src5/@tgt5: ERROR: trace mismatch

declare void @note(i32)
declare i32 @fetch(i32)
declare void @note64(i64)

; if (c) note(1); note(2) -> note(2); if (c) note(1): the order of two calls
; with side effects changed (c = true).
define void @src1(i1 noundef %c) {
entry:
  br i1 %c, label %a, label %b
a:
  call void @note(i32 1)
  br label %b
b:
  call void @note(i32 2)
  ret void
}
define void @tgt1(i1 noundef %c) {
entry:
  call void @note(i32 2)
  br i1 %c, label %a, label %b
a:
  call void @note(i32 1)
  br label %b
b:
  ret void
}

; A loop calling note(i) for i in [0, n), rotated with the guard dropped and
; the exit test moved before the call: the last call is lost (n = 1 makes
; no call at all).
define void @src2(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %w = zext i8 %n to i32
  %c = icmp ult i32 %i, %w
  br i1 %c, label %body, label %exit
body:
  call void @note(i32 %i)
  %i.next = add i32 %i, 1
  br label %header
exit:
  ret void
}
define void @tgt2(i8 noundef %n) {
entry:
  %w = zext i8 %n to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %w
  br i1 %c, label %cont, label %exit
cont:
  call void @note(i32 %i)
  br label %loop
exit:
  ret void
}

; Two reads swapped because their results feed a commutative add: the calls
; themselves are observable and their order is not free.
define i32 @src3() {
  %a = call i32 @fetch(i32 1)
  %b = call i32 @fetch(i32 2)
  %r = add i32 %a, %b
  ret i32 %r
}
define i32 @tgt3() {
  %b = call i32 @fetch(i32 2)
  %a = call i32 @fetch(i32 1)
  %r = add i32 %a, %b
  ret i32 %r
}

; note64(sext x) -> note64(zext x): a narrowing assumed the value non-negative
; (x = -1).
define void @src4(i32 noundef %x) {
  %e = sext i32 %x to i64
  call void @note64(i64 %e)
  ret void
}
define void @tgt4(i32 noundef %x) {
  %e = zext i32 %x to i64
  call void @note64(i64 %e)
  ret void
}

; A call on one path of a diamond sunk into the join block, where the other
; path gets it too (c = false).
define void @src5(i1 noundef %c, i32 noundef %x) {
entry:
  br i1 %c, label %a, label %m
a:
  call void @note(i32 %x)
  br label %m
m:
  ret void
}
define void @tgt5(i1 noundef %c, i32 noundef %x) {
entry:
  br i1 %c, label %a, label %m
a:
  br label %m
m:
  call void @note(i32 %x)
  ret void
}
