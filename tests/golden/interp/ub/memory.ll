; exec/interp/ub.def: the memory rules ("Pointer Aliasing Rules", "'load'
; Instruction", "'store' Instruction", "'alloca' Instruction",
; "'llvm.lifetime.end' Intrinsic", constant globals, C free()).  Each RUN
; must stop with exit status 3 and name the rule.
;
; ADDR_UNDEF
; RUN: %exit 3 %llfuzz run %s --entry ld --args 'ptr poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: UB: memory access through an undef or poison pointer
; RUN: %exit 3 %llfuzz run %s --entry ld --args 'ptr undef' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: UB: memory access through an undef or poison pointer
; NULL_ACCESS
; RUN: %exit 3 %llfuzz run %s --entry ld --args 'ptr null' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: UB: memory access through a null pointer
; NO_OBJECT: an address where nothing was allocated
; RUN: %exit 3 %llfuzz run %s --entry ldint --args 'i64 4096' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: UB: memory access through a pointer to no object
; OUT_OF_BOUNDS: one byte past the end of an i32; a store that straddles the end
; RUN: %exit 3 %llfuzz run %s --entry oob --args 'i64 4' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: UB: out-of-bounds memory access
; RUN: %exit 3 %llfuzz run %s --entry oob --args 'i64 1' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: UB: out-of-bounds memory access
; RUN: %llfuzz run %s --entry oob --args 'i64 0' | FileCheck %s --check-prefix=CHECK7
; CHECK7: i32 7
; MISALIGNED: an align 4 load from an odd address
; RUN: %exit 3 %llfuzz run %s --entry mis --args 'i64 1' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR8
; STDERR8: UB: misaligned memory access
; RUN: %llfuzz run %s --entry mis --args 'i64 4' | FileCheck %s --check-prefix=CHECK9
; CHECK9: i32 0
; USE_AFTER_FREE
; RUN: %exit 3 %llfuzz run %s --entry uaf 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR10
; STDERR10: UB: access to a freed object
; USE_AFTER_RETURN
; RUN: %exit 3 %llfuzz run %s --entry uar 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR11
; STDERR11: UB: access to a stack object after its function returned
; DEAD_OBJECT: after llvm.lifetime.end
; RUN: %exit 3 %llfuzz run %s --entry dead 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR12
; STDERR12: UB: access to an object outside its lifetime
; STACK_RESTORED: a stack object made after llvm.stacksave, accessed after
; llvm.stackrestore (its function still running); also after
; llvm.lifetime.end, and by llvm.lifetime.start
; RUN: %exit 3 %llfuzz run %s --entry restored 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR13
; STDERR13: UB: access to a stack object that llvm.stackrestore released at {{.*}}store i32 2, ptr %a
; RUN: %exit 3 %llfuzz run %s --entry restored_after_end 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR14
; STDERR14: UB: access to a stack object that llvm.stackrestore released at {{.*}}load i32, ptr %a
; RUN: %exit 3 %llfuzz run %s --entry restored_start 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR15
; STDERR15-DAG: UB: access to a stack object that llvm.stackrestore released at {{.*}}call void @llvm.lifetime.start
; STDERR15-DAG: llvm.lifetime.start of a stack object that llvm.stackrestore released
; WRITE_CONSTANT
; RUN: %exit 3 %llfuzz run %s --entry wconst 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR16
; STDERR16: UB: store to constant memory
; ACCESS_FUNCTION
; RUN: %exit 3 %llfuzz run %s --entry lfunc 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR17
; STDERR17: UB: load or store through a function pointer
; DOUBLE_FREE
; RUN: %exit 3 %llfuzz run %s --entry dfree 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR18
; STDERR18: UB: double free
; INVALID_FREE: a stack object, an interior pointer
; RUN: %exit 3 %llfuzz run %s --entry badfree --args 'i64 0' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR19
; STDERR19: UB: free of a pointer that malloc did not return
; RUN: %exit 3 %llfuzz run %s --entry badfree2 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR20
; STDERR20: UB: free of a pointer that malloc did not return

@c = constant i32 5
@g = global i32 0

declare ptr @malloc(i64)
declare void @free(ptr)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

define i32 @ld(ptr %p) {
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @ldint(i64 %a) {
  %p = inttoptr i64 %a to ptr
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @oob(i64 %off) {
  %a = alloca i32, align 4
  store i32 7, ptr %a
  %p = getelementptr i8, ptr %a, i64 %off
  %r = load i32, ptr %p, align 1
  ret i32 %r
}

define i32 @mis(i64 %off) {
  %a = alloca [2 x i32], align 4
  store [2 x i32] zeroinitializer, ptr %a
  %p = getelementptr i8, ptr %a, i64 %off
  %r = load i32, ptr %p, align 4
  ret i32 %r
}

define i32 @uaf() {
  %p = call ptr @malloc(i64 4)
  store i32 1, ptr %p
  call void @free(ptr %p)
  %r = load i32, ptr %p
  ret i32 %r
}

define internal ptr @esc() {
  %a = alloca i32
  store i32 1, ptr %a
  ret ptr %a
}

define i32 @uar() {
  %p = call ptr @esc()
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @dead() {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 1, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  %r = load i32, ptr %a
  ret i32 %r
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

define void @restored() {
  %s = call ptr @llvm.stacksave.p0()
  %a = alloca i32
  store i32 1, ptr %a
  call void @llvm.stackrestore.p0(ptr %s)
  store i32 2, ptr %a
  ret void
}

define i32 @restored_after_end() {
  %s = call ptr @llvm.stacksave.p0()
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  call void @llvm.lifetime.end.p0(ptr %a)
  call void @llvm.stackrestore.p0(ptr %s)
  %r = load i32, ptr %a
  ret i32 %r
}

define void @restored_start() {
  %s = call ptr @llvm.stacksave.p0()
  %a = alloca i32
  call void @llvm.lifetime.end.p0(ptr %a)
  call void @llvm.stackrestore.p0(ptr %s)
  call void @llvm.lifetime.start.p0(ptr %a)
  ret void
}

define void @wconst() {
  store i32 1, ptr @c
  ret void
}

define i8 @lfunc() {
  %r = load i8, ptr @lfunc
  ret i8 %r
}

define void @dfree() {
  %p = call ptr @malloc(i64 4)
  call void @free(ptr %p)
  call void @free(ptr %p)
  ret void
}

define void @badfree(i64 %x) {
  %a = alloca i32
  call void @free(ptr %a)
  ret void
}

define void @badfree2() {
  %p = call ptr @malloc(i64 8)
  %q = getelementptr i8, ptr %p, i64 4
  call void @free(ptr %q)
  ret void
}
