; Calls to external functions reordered, dropped, duplicated, moved onto
; another path or given another argument (trace mismatch).  The return
; values and the memory agree, so the trace is what tells them apart.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: trace mismatch
; CHECK: @src2/@tgt2: ERROR: trace mismatch
; CHECK: @src3/@tgt3: ERROR: trace mismatch
; CHECK: @src4/@tgt4: ERROR: trace mismatch
; CHECK: @src5/@tgt5: ERROR: trace mismatch
; CHECK: @src6/@tgt6: ERROR: trace mismatch
; CHECK: @src7/@tgt7: ERROR: trace mismatch
; CHECK: @src8/@tgt8: ERROR: trace mismatch
; CHECK: @src9/@tgt9: ERROR: trace mismatch

declare void @use(i32)
declare void @use8(i8)
declare i32 @get(i32)
declare void @quiet(i32) memory(none) nounwind willreturn

; Two calls reordered.
define void @src1() {
  call void @use(i32 1)
  call void @use(i32 2)
  ret void
}
define void @tgt1() {
  call void @use(i32 2)
  call void @use(i32 1)
  ret void
}

; A call dropped (as if @use had no side effects).
define void @src2(i32 noundef %x) {
  call void @use(i32 %x)
  ret void
}
define void @tgt2(i32 noundef %x) {
  ret void
}

; A call duplicated.
define void @src3(i32 noundef %x) {
  call void @use(i32 %x)
  ret void
}
define void @tgt3(i32 noundef %x) {
  call void @use(i32 %x)
  call void @use(i32 %x)
  ret void
}

; A different argument: x u/ 2 folded to x >>s 1 (x = -1).
define void @src4(i32 noundef %x) {
  %a = udiv i32 %x, 2
  call void @use(i32 %a)
  ret void
}
define void @tgt4(i32 noundef %x) {
  %a = ashr i32 %x, 1
  call void @use(i32 %a)
  ret void
}

; A call hoisted out of a loop that may run zero times (n = 0).
define void @src5(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  call void @use8(i8 7)
  %i.next = add i8 %i, 1
  br label %header
exit:
  ret void
}
define void @tgt5(i8 noundef %n) {
entry:
  call void @use8(i8 7)
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i.next = add i8 %i, 1
  br label %header
exit:
  ret void
}

; A call sunk into one side of a branch only (c = false loses it).
define void @src6(i1 noundef %c) {
entry:
  call void @use(i32 5)
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  ret void
}
define void @tgt6(i1 noundef %c) {
entry:
  br i1 %c, label %a, label %b
a:
  call void @use(i32 5)
  br label %m
b:
  br label %m
m:
  ret void
}

; CSE of two calls to a function that may have side effects: get(1) is not
; memory(none), so both calls must happen.
define i32 @src7() {
  %a = call i32 @get(i32 1)
  %b = call i32 @get(i32 1)
  %r = sub i32 %a, %a
  call void @use(i32 %r)
  ret i32 %r
}
define i32 @tgt7() {
  %a = call i32 @get(i32 1)
  %r = sub i32 %a, %a
  call void @use(i32 %r)
  ret i32 %r
}

; A traced call replaced by a call to a memory(none) function with the same
; argument: the effect on the trace is lost.
define void @src8(i32 noundef %x) {
  call void @use(i32 %x)
  ret void
}
define void @tgt8(i32 noundef %x) {
  call void @quiet(i32 %x)
  ret void
}

; A loop peeled wrongly: one extra iteration runs after the loop, so the
; call happens n + 1 times (n = 1).
define void @src9(i8 noundef %n) {
entry:
  %z = icmp eq i8 %n, 0
  br i1 %z, label %exit, label %body
body:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  call void @use8(i8 %i)
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
define void @tgt9(i8 noundef %n) {
entry:
  %z = icmp eq i8 %n, 0
  br i1 %z, label %exit, label %body
body:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  call void @use8(i8 %i)
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %body, label %extra
extra:
  call void @use8(i8 %i.next)
  br label %exit
exit:
  ret void
}
