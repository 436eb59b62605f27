; More loops the target never leaves where the source returns (hang); the
; functions are not mustprogress, so the infinite loop is a behaviour the
; source does not have.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: hang
; CHECK: @src2/@tgt2: ERROR: hang
; CHECK: @src3/@tgt3: ERROR: hang

; A `continue` threaded to the loop header instead of the latch: the
; increment is skipped once i reaches 3, and i stays 3 (n = 5).
define i32 @src1(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s2, %latch ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %skip = icmp eq i8 %i, 3
  br i1 %skip, label %latch, label %work
work:
  %z = zext i8 %i to i32
  %s1 = add i32 %s, %z
  br label %latch
latch:
  %s2 = phi i32 [ %s, %body ], [ %s1, %work ]
  %i.next = add i8 %i, 1
  br label %header
exit:
  ret i32 %s
}
define i32 @tgt1(i8 noundef %n) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %work ], [ %i, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %work ], [ %s, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %skip = icmp eq i8 %i, 3
  br i1 %skip, label %header, label %work
work:
  %z = zext i8 %i to i32
  %s1 = add i32 %s, %z
  %i.next = add i8 %i, 1
  br label %header
exit:
  ret i32 %s
}

; x /= 2 (signed) until zero, the division turned into ashr, which rounds
; toward -inf: a negative x sticks at -1 forever (x = -1).
define i32 @src2(i32 noundef %x) {
entry:
  br label %header
header:
  %v = phi i32 [ %x, %entry ], [ %v.next, %body ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %body ]
  %c = icmp ne i32 %v, 0
  br i1 %c, label %body, label %exit
body:
  %v.next = sdiv i32 %v, 2
  %k.next = add i32 %k, 1
  br label %header
exit:
  ret i32 %k
}
define i32 @tgt2(i32 noundef %x) {
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

; A search loop "for (i = 0; i < 16 && a[i] != k; i++)" whose bound check
; was removed as if k were always found: when k is not in the buffer the
; target spins (its index is masked to 0..15, so it never runs off the
; 16-byte buffer, it just never stops).
define i8 @src3(ptr dereferenceable(16) %a, i8 noundef %k) {
entry:
  br label %header
header:
  %i = phi i8 [ 0, %entry ], [ %i.next, %next ]
  %inb = icmp ult i8 %i, 16
  br i1 %inb, label %body, label %exit
body:
  %ix = and i8 %i, 15
  %w = zext i8 %ix to i64
  %p = getelementptr inbounds i8, ptr %a, i64 %w
  %v = load i8, ptr %p
  %f = icmp eq i8 %v, %k
  br i1 %f, label %exit, label %next
next:
  %i.next = add i8 %i, 1
  br label %header
exit:
  %r = phi i8 [ %i, %body ], [ -1, %header ]
  ret i8 %r
}
define i8 @tgt3(ptr dereferenceable(16) %a, i8 noundef %k) {
entry:
  br label %body
body:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %ix = and i8 %i, 15
  %w = zext i8 %ix to i64
  %p = getelementptr inbounds i8, ptr %a, i64 %w
  %v = load i8, ptr %p
  %f = icmp eq i8 %v, %k
  %i.next = add i8 %i, 1
  br i1 %f, label %exit, label %body
exit:
  ret i8 %i
}
