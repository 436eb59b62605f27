; A returning function's stack objects give their ids back (mem_pop_dead),
; so that a program making millions of calls keeps no record per alloca run.
; A dangling pointer must stay UB however its id is taken again: @uar2 calls
; @other between the return of @leak and the access, and @other's alloca
; takes the id of @leak's.  Addresses are never given twice, so the access
; is out of the new object's bounds.  @uar1 (no call between) finds the dead
; object itself.  @many makes 100000 calls, each with two allocas, and
; still sees its own objects right.
; RUN: %exit 3 %llfuzz run %s --entry uar1 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: UB: access to a stack object after its function returned
; RUN: %exit 3 %llfuzz run %s --entry uar2 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2-DAG: UB: out-of-bounds memory access
; STDERR2-DAG: in an older object that had its id and is dead
; RUN: %exit 3 %llfuzz run %s --entry uar3 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: UB: out-of-bounds memory access
; RUN: %llfuzz run %s --entry many | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 100000
; RUN: %llfuzz run %s --entry keep | FileCheck %s --check-prefix=CHECK5
; CHECK5: i32 7

define ptr @leak() {
  %x = alloca i32
  store i32 1, ptr %x
  ret ptr %x
}

define i32 @other(i32 %v) {
  %y = alloca [4 x i32]
  store i32 %v, ptr %y
  %r = load i32, ptr %y
  ret i32 %r
}

define i32 @uar1() {
  %p = call ptr @leak()
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @uar2() {
  %p = call ptr @leak()
  %o = call i32 @other(i32 5)
  %v = load i32, ptr %p
  ret i32 %v
}

; a store through it, and a second level of calls in between
define i32 @uar3() {
  %p = call ptr @leak()
  %o = call i32 @uar1b()
  store i32 3, ptr %p
  ret i32 %o
}

define i32 @uar1b() {
  %o = call i32 @other(i32 6)
  %o2 = call i32 @other(i32 7)
  ret i32 %o2
}

define i32 @many() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %v = call i32 @two(i32 %i)
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 100000
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}

define i32 @two(i32 %i) {
  %a = alloca i32
  %b = alloca i64
  store i32 %i, ptr %a
  store i64 1, ptr %b
  %x = load i64, ptr %b
  %t = trunc i64 %x to i32
  ret i32 %t
}

; an object of the caller stays alive and right across calls that reuse ids
define i32 @keep() {
  %k = alloca i32
  store i32 7, ptr %k
  %o = call i32 @other(i32 1)
  %o2 = call i32 @many2()
  %v = load i32, ptr %k
  ret i32 %v
}

define i32 @many2() {
  %a = call i32 @other(i32 2)
  %b = call i32 @other(i32 3)
  ret i32 %b
}
