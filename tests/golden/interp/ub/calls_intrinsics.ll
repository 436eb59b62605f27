; exec/interp/ub.def: the rules about calls ("Parameter Attributes",
; "'call' Instruction", "'va_arg' Instruction") and intrinsics
; ("'llvm.assume' Intrinsic", "'llvm.memcpy' Intrinsic", fixed-point and
; vector-predicated intrinsics) and the C library.  Each RUN must stop with
; exit status 3 and name the rule.
;
; NOUNDEF: a poison or undef argument in a noundef parameter, a noundef return
; RUN: %exit 3 %llfuzz run %s --entry nu --args 'i32 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: UB: undef or poison where noundef forbids it
; RUN: %exit 3 %llfuzz run %s --entry nu --args 'i32 undef' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: UB: undef or poison where noundef forbids it
; RUN: %exit 3 %llfuzz run %s --entry nuret --args 'i32 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: UB: undef or poison where noundef forbids it
; RUN: %llfuzz run %s --entry nu --args 'i32 4' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 5
; the same for a declared callee: noundef on the declaration, on the call site
; RUN: %exit 3 %llfuzz run %s --entry nuext --args 'i32 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: UB: undef or poison where noundef forbids it
; RUN: %exit 3 %llfuzz run %s --entry nuext2 --args 'i32 undef' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: UB: undef or poison where noundef forbids it
; RUN: %llfuzz run %s --entry nuext2 --args 'i32 -4' | FileCheck %s --check-prefix=CHECK7
; CHECK7: i32 4
; DEREFERENCEABLE: dereferenceable(8) of a 4-byte object
; RUN: %exit 3 %llfuzz run %s --entry deref 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR8
; STDERR8: UB: pointer not dereferenceable as its attribute says
; CALL_UNDEF
; RUN: %exit 3 %llfuzz run %s --entry callp --args 'ptr poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR9
; STDERR9: UB: call through an undef or poison callee
; CALL_NOT_FUNC: a pointer to data
; RUN: %exit 3 %llfuzz run %s --entry callp --args 'ptr @g' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR10
; STDERR10: UB: call through a pointer that is not a function
; CALL_SIGNATURE: @two takes two arguments
; RUN: %exit 3 %llfuzz run %s --entry callp --args 'ptr @two' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR11
; STDERR11: UB: call with a signature that does not match the callee
; RUN: %llfuzz run %s --entry callp --args 'ptr @one' | FileCheck %s --check-prefix=CHECK12
; CHECK12: i32 2
; VA_ARG: one more va_arg than arguments
; RUN: %exit 3 %llfuzz run %s --entry vapast 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR13
; STDERR13: UB: va_arg past the last variable argument
; MEMCPY_OVERLAP
; RUN: %exit 3 %llfuzz run %s --entry mcpy --args 'i64 2' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR14
; STDERR14: UB: llvm.memcpy of overlapping regions
; RUN: %llfuzz run %s --entry mcpy --args 'i64 4' | FileCheck %s --check-prefix=CHECK15
; CHECK15: i8 1
; MEM_LEN_UNDEF
; RUN: %exit 3 %llfuzz run %s --entry mset --args 'i64 undef' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR16
; STDERR16: UB: memory intrinsic with an undef or poison length
; ASSUME, ASSUME_UNDEF
; RUN: %exit 3 %llfuzz run %s --entry asm --args 'i1 false' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR17
; STDERR17: UB: llvm.assume of false
; RUN: %exit 3 %llfuzz run %s --entry asm --args 'i1 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR18
; STDERR18: UB: llvm.assume of undef or poison
; RUN: %llfuzz run %s --entry asm --args 'i1 true' | FileCheck %s --check-prefix=CHECK19
; CHECK19: i32 1
; INTRINSIC: llvm.stackrestore of a pointer llvm.stacksave did not return
; RUN: %exit 3 %llfuzz run %s --entry srestore 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR20
; STDERR20: UB: intrinsic called outside its domain
; FIXED_OVERFLOW: -128 / -1 does not fit in i8 (scale 0)
; RUN: %exit 3 %llfuzz run %s --entry sdivfix --args 'i8 -128, i8 -1' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR21
; STDERR21: UB: fixed-point result out of range
; RUN: %llfuzz run %s --entry sdivfix --args 'i8 -128, i8 2' | FileCheck %s --check-prefix=CHECK22
; CHECK22: i8 -64
; VP_EVL: %evl 5 > 4 lanes
; RUN: %exit 3 %llfuzz run %s --entry vp --args 'i32 5' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR23
; STDERR23: UB: vector-predicated intrinsic with %evl out of range
; RUN: %llfuzz run %s --entry vp --args 'i32 2' | FileCheck %s --check-prefix=CHECK24
; CHECK24: <4 x i32> <i32 2, i32 4, i32 poison, i32 poison>
; LIBC: malloc of a poison size
; RUN: %exit 3 %llfuzz run %s --entry mal --args 'i64 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR25
; STDERR25: UB: C library function called outside its domain

@g = global i32 0

define internal i32 @inc(i32 noundef %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @nu(i32 %x) {
  %r = call i32 @inc(i32 %x)
  ret i32 %r
}

declare i32 @abs(i32 noundef)
declare i64 @labs(i64)

define i32 @nuext(i32 %x) {
  %r = call i32 @abs(i32 %x)
  ret i32 %r
}

define i32 @nuext2(i32 %x) {
  %w = sext i32 %x to i64
  %a = call i64 @labs(i64 noundef %w)
  %r = trunc i64 %a to i32
  ret i32 %r
}

define internal noundef i32 @id(i32 %x) {
  ret i32 %x
}

define i32 @nuret(i32 %x) {
  %r = call i32 @id(i32 %x)
  ret i32 %r
}

define internal i32 @rd(ptr dereferenceable(8) %p) {
  ret i32 0
}

define i32 @deref() {
  %r = call i32 @rd(ptr @g)
  ret i32 %r
}

define internal i32 @one(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define internal i32 @two(i32 %x, i32 %y) {
  ret i32 %x
}

define i32 @callp(ptr %f) {
  %r = call i32 %f(i32 1)
  ret i32 %r
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

define internal i32 @va(i32 %n, ...) {
  %ap = alloca [32 x i8], align 8
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  %r = add i32 %a, %b
  ret i32 %r
}

define i32 @vapast() {
  %r = call i32 (i32, ...) @va(i32 1, i32 5)
  ret i32 %r
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i8 @mcpy(i64 %d) {
  %a = alloca [8 x i8]
  store [8 x i8] [i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8], ptr %a
  %q = getelementptr i8, ptr %a, i64 %d
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %a, i64 4, i1 false)
  %r = load i8, ptr %q
  ret i8 %r
}

define void @mset(i64 %n) {
  %a = alloca [8 x i8]
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 %n, i1 false)
  ret void
}

declare void @llvm.assume(i1)

define i32 @asm(i1 %c) {
  call void @llvm.assume(i1 %c)
  ret i32 1
}

declare void @llvm.stackrestore.p0(ptr)

define void @srestore() {
  %a = alloca i32
  call void @llvm.stackrestore.p0(ptr %a)
  ret void
}

declare i8 @llvm.sdiv.fix.i8(i8, i8, i32)

define i8 @sdivfix(i8 %a, i8 %b) {
  %r = call i8 @llvm.sdiv.fix.i8(i8 %a, i8 %b, i32 0)
  ret i8 %r
}

declare <4 x i32> @llvm.vp.add.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32)

define <4 x i32> @vp(i32 %evl) {
  %r = call <4 x i32> @llvm.vp.add.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 %evl)
  ret <4 x i32> %r
}

declare ptr @malloc(i64)

define ptr @mal(i64 %n) {
  %r = call ptr @malloc(i64 %n)
  ret ptr %r
}
