; Parameter attributes beyond noundef (range, nonnull, align,
; dereferenceable), on the callee or on the call site, are checked at every
; call of a direct call's fast path, the second call as much as the first
; (a lone range on an integer inline, wrapping ranges included):
; a violated range, nonnull or align makes the argument poison, a violated
; dereferenceable or noundef is UB.
; RUN: %llfuzz run %s --entry twice --args 'i32 1, i32 5' | FileCheck %s --check-prefix=CHECK1
; CHECK1: i32 poison
; RUN: %llfuzz run %s --entry twice --args 'i32 1, i32 0' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 0
; RUN: %llfuzz run %s --entry site --args 'i32 1, i32 7' | FileCheck %s --check-prefix=CHECK3
; CHECK3: i32 poison
; RUN: %llfuzz run %s --entry site --args 'i32 1, i32 0' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 0
; RUN: %llfuzz run %s --entry wrap --args 'i8 -1, i8 5' | FileCheck %s --check-prefix=CHECK5
; CHECK5: i8 poison
; RUN: %llfuzz run %s --entry wrap --args 'i8 1, i8 -2' | FileCheck %s --check-prefix=CHECK6
; CHECK6: i8 -2
; RUN: %llfuzz run %s --entry both --args 'i32 1, i32 3' | FileCheck %s --check-prefix=CHECK7
; CHECK7: i32 poison
; RUN: %llfuzz run %s --entry both --args 'i32 1, i32 2' | FileCheck %s --check-prefix=CHECK8
; CHECK8: i32 0
; RUN: %llfuzz run %s --entry nn --args 'ptr @g, ptr null' | FileCheck %s --check-prefix=CHECK9
; CHECK9: i1 poison
; RUN: %llfuzz run %s --entry al --args 'ptr @g, i64 2' | FileCheck %s --check-prefix=CHECK10
; CHECK10: i64 poison
; RUN: %llfuzz run %s --entry al --args 'ptr @g, i64 4' | FileCheck %s --check-prefix=CHECK11
; CHECK11: i64 4
; RUN: %exit 3 %llfuzz run %s --entry nurange --args 'i32 1, i32 9' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR12
; STDERR12: UB: undef or poison where noundef forbids it
; RUN: %exit 3 %llfuzz run %s --entry deref --args 'ptr @g, ptr @small' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR13
; STDERR13: UB: pointer not dereferenceable as its attribute says

@g = global [4 x i32] zeroinitializer, align 16
@small = global i8 0

define internal i32 @r(i32 range(i32 0, 2) %x) {
  ret i32 %x
}

define internal i32 @id(i32 %x) {
  ret i32 %x
}

define internal i32 @nur(i32 noundef range(i32 0, 2) %x) {
  ret i32 %x
}

; a wrapping range: -2, -1, 0, 1
define internal i8 @w(i8 range(i8 -2, 2) %x) {
  ret i8 %x
}

; ranges on both the callee [0, 4) and the call site [1, 3)
define internal i32 @rb(i32 range(i32 0, 4) %x) {
  ret i32 %x
}

define i8 @wrap(i8 %a, i8 %b) {
  %x = call i8 @w(i8 %a)
  %y = call i8 @w(i8 %b)
  ret i8 %y
}

define i32 @both(i32 %a, i32 %b) {
  %x = call i32 @rb(i32 range(i32 1, 3) %a)
  %y = call i32 @rb(i32 range(i32 1, 3) %b)
  %z = sub i32 %y, %b
  ret i32 %z
}

define internal i1 @isnull(ptr nonnull %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define internal i64 @addr(ptr align 4 %p) {
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}

define internal i32 @rd(ptr dereferenceable(4) %p) {
  ret i32 0
}

; the first call is in range, the second not
define i32 @twice(i32 %a, i32 %b) {
  %x = call i32 @r(i32 %a)
  %y = call i32 @r(i32 %b)
  %z = sub i32 %y, %b
  ret i32 %z
}

define i32 @site(i32 %a, i32 %b) {
  %x = call i32 @id(i32 range(i32 0, 2) %a)
  %y = call i32 @id(i32 range(i32 0, 2) %b)
  %z = sub i32 %y, %b
  ret i32 %z
}

define i1 @nn(ptr %a, ptr %b) {
  %x = call i1 @isnull(ptr %a)
  %y = call i1 @isnull(ptr %b)
  ret i1 %y
}

define i64 @al(ptr %a, i64 %off) {
  %x = call i64 @addr(ptr %a)
  %p = getelementptr i8, ptr %a, i64 %off
  %y = call i64 @addr(ptr %p)
  %d = sub i64 %y, %x
  ret i64 %d
}

define i32 @nurange(i32 %a, i32 %b) {
  %x = call i32 @nur(i32 %a)
  %y = call i32 @nur(i32 %b)
  ret i32 %y
}

define i32 @deref(ptr %a, ptr %b) {
  %x = call i32 @rd(ptr %a)
  %y = call i32 @rd(ptr %b)
  ret i32 %y
}
