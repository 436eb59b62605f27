; GEPs that add at most one variable index to a constant offset (C_GEP1,
; C_GEPK) give what the general path gives (LangRef "'getelementptr'
; Instruction"): inbounds keeps the base and the result in bounds of the
; object (one past the end allowed), nuw makes a negative offset poison,
; nusw a wrapping addition; a negative index, a poison operand or a
; failed check leaves the fast path for the general one.  Without a
; datalayout i64 is 4-aligned: %S is 20 bytes, its i64 at 12.
; RUN: %llfuzz run %s --entry one --args 'ptr @g, i64 3' | FileCheck %s --check-prefix=CHECK1
; CHECK1: ptr @g+12
; RUN: %llfuzz run %s --entry one --args 'ptr @g, i64 8' | FileCheck %s --check-prefix=CHECK2
; CHECK2: ptr @g+32
; RUN: %llfuzz run %s --entry one --args 'ptr @g, i64 9' | FileCheck %s --check-prefix=CHECK3
; CHECK3: ptr poison
; RUN: %llfuzz run %s --entry one --args 'ptr @g, i64 -1' | FileCheck %s --check-prefix=CHECK4
; CHECK4: ptr poison
; RUN: %llfuzz run %s --entry one --args 'ptr @g, i64 poison' | FileCheck %s --check-prefix=CHECK5
; CHECK5: ptr poison
; RUN: %llfuzz run %s --entry one --args 'ptr poison, i64 1' | FileCheck %s --check-prefix=CHECK6
; CHECK6: ptr poison
; RUN: %llfuzz run %s --entry one32 --args 'ptr @g, i32 -1' | FileCheck %s --check-prefix=CHECK7
; CHECK7: ptr poison
; RUN: %llfuzz run %s --entry one32 --args 'ptr getelementptr (i8, ptr @g, i64 8), i32 -2' | FileCheck %s --check-prefix=CHECK8
; CHECK8: ptr @g
; RUN: %llfuzz run %s --entry one32 --args 'ptr getelementptr (i8, ptr @g, i64 8), i32 -3' | FileCheck %s --check-prefix=CHECK9
; CHECK9: ptr poison
; RUN: %llfuzz run %s --entry mid --args 'ptr @s, i64 2' | FileCheck %s --check-prefix=CHECK10
; CHECK10: ptr @s+48
; RUN: %llfuzz run %s --entry mid --args 'ptr @s, i64 3' | FileCheck %s --check-prefix=CHECK11
; CHECK11: ptr poison
; RUN: %llfuzz run %s --entry k --args 'ptr getelementptr (i8, ptr @g, i64 8)' | FileCheck %s --check-prefix=CHECK12
; CHECK12: ptr @g
; RUN: %llfuzz run %s --entry k --args 'ptr getelementptr (i8, ptr @g, i64 4)' | FileCheck %s --check-prefix=CHECK13
; CHECK13: ptr poison
; RUN: %llfuzz run %s --entry knuw --args 'ptr getelementptr (i8, ptr @g, i64 8)' | FileCheck %s --check-prefix=CHECK14
; CHECK14: ptr poison
; RUN: %llfuzz run %s --entry kplain --args 'ptr @g' | FileCheck %s --check-prefix=CHECK15
; CHECK15: ptr @g+40
; RUN: %llfuzz run %s --entry two --args 'ptr @s' | FileCheck %s --check-prefix=CHECK16
; CHECK16: ptr @s+52
; RUN: %llfuzz run %s --entry two --args 'ptr getelementptr (i8, ptr @s, i64 40)' | FileCheck %s --check-prefix=CHECK17
; CHECK17: ptr poison
; RUN: %llfuzz run %s --entry wrap --args 'i64 15' | FileCheck %s --check-prefix=CHECK18
; CHECK18: ptr 0xffffffffffffffff
; RUN: %llfuzz run %s --entry wrap --args 'i64 16' | FileCheck %s --check-prefix=CHECK19
; CHECK19: ptr poison
; RUN: %llfuzz run %s --entry loop | FileCheck %s --check-prefix=CHECK20
; CHECK20: i1 true

%S = type { i32, [4 x i16], i64 }
@g = global [8 x i32] zeroinitializer, align 16
@s = global [3 x %S] zeroinitializer, align 16

define ptr @one(ptr %p, i64 %i) {
  %r = getelementptr inbounds nuw i32, ptr %p, i64 %i
  ret ptr %r
}
define ptr @one32(ptr %p, i32 %i) {
  %r = getelementptr inbounds i32, ptr %p, i32 %i
  ret ptr %r
}
define ptr @mid(ptr %p, i64 %i) {
  %r = getelementptr inbounds [3 x %S], ptr %p, i64 0, i64 %i, i32 1, i64 2
  ret ptr %r
}
define ptr @k(ptr %p) {
  %r = getelementptr inbounds i8, ptr %p, i64 -8
  ret ptr %r
}
define ptr @knuw(ptr %p) {
  %r = getelementptr nuw i8, ptr %p, i64 -8
  ret ptr %r
}
define ptr @kplain(ptr %p) {
  %r = getelementptr i8, ptr %p, i64 40
  ret ptr %r
}
define ptr @two(ptr %p) {
  %r = getelementptr inbounds [3 x %S], ptr %p, i64 0, i64 2, i32 2
  ret ptr %r
}
define ptr @wrap(i64 %i) {
  %p = inttoptr i64 -16 to ptr
  %r = getelementptr nusw i8, ptr %p, i64 %i
  ret ptr %r
}
define i1 @loop() {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %n, %l ]
  %q = getelementptr inbounds i32, ptr @g, i64 %i
  %n = add i64 %i, 1
  %c = icmp ult i64 %n, 9
  br i1 %c, label %l, label %x
x:
  %e = icmp eq ptr %q, getelementptr (i8, ptr @g, i64 32)
  ret i1 %e
}
