; LangRef "'llvm.load.relative'" (the i32 at %ptr + %offset, added to %ptr;
; the address is resolved like inttoptr's), "'llvm.experimental.guard'"
; (a true condition does nothing; a false one deoptimizes: unsupported),
; "'llvm.experimental.widenable.condition'" (true or false: a choice, so
; one value not known) and the convergence-control tokens (nothing to do
; with one thread).  They were all `unsupported` before.
;
; RUN: %llfuzz run %s --entry '*' | FileCheck %s --check-prefix=CHECK1
; CHECK1: @second: i32 22
; CHECK1-NEXT: @first: ptr @a
; CHECK1-NEXT: @null_base: UB: memory access through a null pointer
; CHECK1-NEXT: @wc: i1 unknown
; CHECK1-NEXT: @wc_branch: i32 1
; CHECK1-NEXT: @guard_true: i32 5
; CHECK1-NEXT: @guard_false: unsupported: llvm.experimental.guard with a condition that is not true (deoptimization)
; CHECK1-NEXT: @conv: i32 9
; RUN: %llfuzz run %s --entry wc --undef=zero | FileCheck %s --check-prefix=CHECK2
; CHECK2: i1 true

@table = constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @a to i64), i64 ptrtoint (ptr @table to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @b to i64), i64 ptrtoint (ptr @table to i64)) to i32)]
@a = global i32 11
@b = global i32 22

define i32 @second() {
  %p = call ptr @llvm.load.relative.i64(ptr @table, i64 4)
  %v = load i32, ptr %p
  ret i32 %v
}
define ptr @first() {
  %p = call ptr @llvm.load.relative.i32(ptr @table, i32 0)
  ret ptr %p
}
define ptr @null_base() {
  %p = call ptr @llvm.load.relative.i32(ptr null, i32 0)
  ret ptr %p
}
define i1 @wc() {
  %c = call i1 @llvm.experimental.widenable.condition()
  ret i1 %c
}
define i32 @wc_branch() {
  %c = call i1 @llvm.experimental.widenable.condition()
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 1
}
define i32 @guard_true() {
  call void (i1, ...) @llvm.experimental.guard(i1 true) [ "deopt"() ]
  ret i32 5
}
define i32 @guard_false() {
  call void (i1, ...) @llvm.experimental.guard(i1 false) [ "deopt"() ]
  ret i32 5
}
define i32 @conv() convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %u = call token @llvm.experimental.convergence.anchor()
  ret i32 9
}
