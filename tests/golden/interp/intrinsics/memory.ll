; LangRef "'llvm.memcpy' Intrinsic", memcpy.inline, memmove, memset,
; memset.inline, "'llvm.experimental.memset.pattern' Intrinsic" and the
; element-wise atomic forms: bytes keep their definedness; a zero length
; does nothing even with poison pointers; memcpy of overlapping regions,
; an undef length and out-of-bounds or misaligned pointers are UB.
;
; RUN: %llfuzz run %s --entry copy --args 'i64 8' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <4 x i16> <i16 1, i16 2, i16 3, i16 4>
; the bytes past the copied ones stay uninitialized
; RUN: %llfuzz run %s --entry copy --args 'i64 6' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <4 x i16> <i16 1, i16 2, i16 3, i16 undef>
; RUN: %llfuzz run %s --entry copy_inline --args '' | FileCheck %s --check-prefix=CHECK3
; CHECK3: i32 1234
; RUN: %exit 3 %llfuzz run %s --entry copy --args 'i64 9' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: UB: out-of-bounds memory access
; RUN: %exit 3 %llfuzz run %s --entry copy --args 'i64 undef' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: UB: memory intrinsic with an undef or poison length
; RUN: %llfuzz run %s --entry zero_len_poison --args '' | FileCheck %s --check-prefix=CHECK6
; CHECK6: i32 0
; RUN: %exit 3 %llfuzz run %s --entry overlap --args 'i64 1' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7: UB: llvm.memcpy of overlapping regions
; the same region is allowed
; RUN: %llfuzz run %s --entry overlap --args 'i64 0' | FileCheck %s --check-prefix=CHECK8
; CHECK8: i32 67305985
; RUN: %llfuzz run %s --entry move --args '' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <4 x i8> <i8 1, i8 1, i8 2, i8 3>
; RUN: %llfuzz run %s --entry fill --args 'i8 7' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <4 x i8> <i8 7, i8 7, i8 7, i8 undef>
; RUN: %llfuzz run %s --entry fill --args 'i8 poison' | FileCheck %s --check-prefix=CHECK11
; CHECK11: <4 x i8> <i8 poison, i8 poison, i8 poison, i8 undef>
; RUN: %llfuzz run %s --entry fill_inline --args 'i8 -1' | FileCheck %s --check-prefix=CHECK12
; CHECK12: i16 -1
; an `align 8` argument that is not 8-aligned is poison: UB to access
; RUN: %exit 3 %llfuzz run %s --entry misaligned --args '' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR13
; STDERR13: the destination of llvm.memcpy.p0.p0.i64 is poison (it violates its align attribute)
; ... but not with a zero length
; RUN: %llfuzz run %s --entry misaligned0 --args '' | FileCheck %s --check-prefix=CHECK14
; CHECK14: i32 0
; RUN: %exit 3 %llfuzz run %s --entry to_const --args '' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR15
; STDERR15: UB: store to constant memory
; RUN: %llfuzz run %s --entry pattern --args '' | FileCheck %s --check-prefix=CHECK16
; CHECK16: <5 x i16> <i16 -2, i16 -2, i16 -2, i16 undef, i16 undef>
; RUN: %llfuzz run %s --entry elem_atomic --args 'i64 8' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <2 x i32> <i32 5, i32 6>
; RUN: %exit 3 %llfuzz run %s --entry elem_atomic --args 'i64 6' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR18
; STDERR18: not a positive multiple of the element size 4
; pointers survive a copy with their provenance
; RUN: %llfuzz run %s --entry copy_ptr --args '' | FileCheck %s --check-prefix=CHECK19
; CHECK19: i32 42

@src = constant [4 x i16] [i16 1, i16 2, i16 3, i16 4]
@g = global i32 1234
@k = constant i32 5
@gp = global i32 42

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memset.inline.p0.i64(ptr, i8, i64, i1)
declare void @llvm.experimental.memset.pattern.p0.i16.i64(ptr, i16, i64, i1)
declare void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr, ptr, i64, i32)

define <4 x i16> @copy(i64 %n) {
  %d = alloca [4 x i16], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr @src, i64 %n, i1 false)
  %v = load <4 x i16>, ptr %d
  ret <4 x i16> %v
}
define i32 @copy_inline() {
  %d = alloca i32, align 16
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %d, ptr @g, i64 4, i1 true)
  %v = load i32, ptr %d
  ret i32 %v
}
define i32 @zero_len_poison() {
  call void @llvm.memcpy.p0.p0.i64(ptr poison, ptr poison, i64 0, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr undef, ptr null, i64 0, i1 false)
  call void @llvm.memset.p0.i64(ptr poison, i8 poison, i64 0, i1 false)
  ret i32 0
}
define i32 @overlap(i64 %off) {
  %a = alloca [8 x i8], align 16
  store i64 578437695752307201, ptr %a
  %s = getelementptr i8, ptr %a, i64 %off
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %s, i64 4, i1 false)
  %v = load i32, ptr %a
  ret i32 %v
}
define <4 x i8> @move() {
  %a = alloca [4 x i8], align 16
  store <4 x i8> <i8 1, i8 2, i8 3, i8 4>, ptr %a
  %d = getelementptr i8, ptr %a, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %a, i64 3, i1 false)
  %v = load <4 x i8>, ptr %a
  ret <4 x i8> %v
}
define <4 x i8> @fill(i8 %b) {
  %a = alloca [4 x i8], align 16
  call void @llvm.memset.p0.i64(ptr %a, i8 %b, i64 3, i1 false)
  %v = load <4 x i8>, ptr %a
  ret <4 x i8> %v
}
define i16 @fill_inline(i8 %b) {
  %a = alloca i16, align 16
  call void @llvm.memset.inline.p0.i64(ptr %a, i8 %b, i64 2, i1 false)
  %v = load i16, ptr %a
  ret i16 %v
}
define i32 @misaligned() {
  %a = alloca [16 x i8], align 8
  %d = getelementptr i8, ptr %a, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr @g, i64 4, i1 false)
  ret i32 0
}
define i32 @misaligned0() {
  %a = alloca [16 x i8], align 8
  %d = getelementptr i8, ptr %a, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr @g, i64 0, i1 false)
  ret i32 0
}
define i32 @to_const() {
  call void @llvm.memset.p0.i64(ptr @k, i8 0, i64 4, i1 false)
  ret i32 0
}
define <5 x i16> @pattern() {
  %a = alloca [5 x i16], align 16
  call void @llvm.experimental.memset.pattern.p0.i16.i64(ptr %a, i16 -2, i64 3, i1 false)
  %v = load <5 x i16>, ptr %a
  ret <5 x i16> %v
}
define <2 x i32> @elem_atomic(i64 %n) {
  %s = alloca <2 x i32>, align 8
  store <2 x i32> <i32 5, i32 6>, ptr %s
  %d = alloca <2 x i32>, align 8
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 %n, i32 4)
  %v = load <2 x i32>, ptr %d
  ret <2 x i32> %v
}
define i32 @copy_ptr() {
  %a = alloca ptr, align 16
  %b = alloca ptr, align 16
  store ptr @gp, ptr %a
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 8, i1 false)
  %p = load ptr, ptr %b
  %v = load i32, ptr %p
  ret i32 %v
}
