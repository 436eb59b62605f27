; malloc, calloc, realloc, aligned_alloc, posix_memalign and free (C11
; 7.22.3): malloc'd bytes are uninitialized (undef), calloc's are zero,
; realloc keeps the contents and frees the old object; freeing twice, freeing
; what malloc did not return (a stack object, an interior pointer) and
; accessing a freed object are UB.
;
; RUN: %llfuzz run %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: 5 0 0 0
; CHECK1-NEXT: ok
; RUN: %exit 3 %llfuzz run %s --entry double_free 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2-DAG: UB: double free
; STDERR2-DAG: free of heap#{{[0-9]+}}, already freed
; RUN: %exit 3 %llfuzz run %s --entry use_after_free 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: UB: access to a freed object
; RUN: %exit 3 %llfuzz run %s --entry use_after_realloc 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: UB: access to a freed object
; RUN: %exit 3 %llfuzz run %s --entry free_stack 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: UB: free of a pointer that malloc did not return
; RUN: %exit 3 %llfuzz run %s --entry free_interior 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: UB: free of a pointer that malloc did not return
; RUN: %exit 3 %llfuzz run %s --entry heap_overflow 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7-DAG: UB: out-of-bounds memory access
; STDERR7-DAG: store of 4 bytes at heap#
; RUN: %exit 3 %llfuzz run %s --entry read_uninit 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR8
; STDERR8: printf: the argument of %d is undef

target triple = "x86_64-pc-linux-gnu"

@.str = private constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.1 = private constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define i32 @ok() {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = call noalias ptr @malloc(i64 16)
  store ptr %9, ptr %1, align 8
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %20, %0
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %23

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  %15 = add nsw i32 %14, 1
  %16 = load ptr, ptr %1, align 8
  %17 = load i32, ptr %2, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  store i32 %15, ptr %19, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, ptr %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %2, align 4
  br label %10

23:                                               ; preds = %10
  %24 = load ptr, ptr %1, align 8
  %25 = call ptr @realloc(ptr %24, i64 32)
  store ptr %25, ptr %1, align 8
  %26 = call noalias ptr @calloc(i64 8, i64 4)
  store ptr %26, ptr %3, align 8
  %27 = load ptr, ptr %1, align 8
  %28 = getelementptr inbounds i32, ptr %27, i64 0
  %29 = load i32, ptr %28, align 4
  %30 = load ptr, ptr %1, align 8
  %31 = getelementptr inbounds i32, ptr %30, i64 3
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %29, %32
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds i32, ptr %34, i64 7
  %36 = load i32, ptr %35, align 4
  %37 = add nsw i32 %33, %36
  store i32 %37, ptr %4, align 4
  %38 = call noalias align 64 ptr @aligned_alloc(i64 64, i64 64)
  store ptr %38, ptr %5, align 8
  %39 = call i32 @posix_memalign(ptr %6, i64 256, i64 10)
  store i32 %39, ptr %7, align 4
  %40 = load i32, ptr %4, align 4
  %41 = load ptr, ptr %5, align 8
  %42 = ptrtoint ptr %41 to i64
  %43 = urem i64 %42, 64
  %44 = trunc i64 %43 to i32
  %45 = load i32, ptr %7, align 4
  %46 = load ptr, ptr %6, align 8
  %47 = ptrtoint ptr %46 to i64
  %48 = urem i64 %47, 256
  %49 = trunc i64 %48 to i32
  %50 = call i32 (ptr, ...) @printf(ptr @.str, i32 %40, i32 %44, i32 %45, i32 %49)
  %51 = load ptr, ptr %1, align 8
  call void @free(ptr %51)
  %52 = load ptr, ptr %3, align 8
  call void @free(ptr %52)
  %53 = load ptr, ptr %5, align 8
  call void @free(ptr %53)
  %54 = load ptr, ptr %6, align 8
  call void @free(ptr %54)
  call void @free(ptr null)
  %55 = call ptr @realloc(ptr null, i64 3)
  store ptr %55, ptr %8, align 8
  %56 = load ptr, ptr %8, align 8
  %57 = getelementptr inbounds i8, ptr %56, i64 0
  store i8 111, ptr %57, align 1
  %58 = load ptr, ptr %8, align 8
  %59 = getelementptr inbounds i8, ptr %58, i64 1
  store i8 107, ptr %59, align 1
  %60 = load ptr, ptr %8, align 8
  %61 = getelementptr inbounds i8, ptr %60, i64 2
  store i8 0, ptr %61, align 1
  %62 = load ptr, ptr %8, align 8
  %63 = call i32 @puts(ptr %62)
  %64 = load ptr, ptr %8, align 8
  call void @free(ptr %64)
  ret i32 0
}

; Function Attrs: nounwind
declare noalias ptr @malloc(i64 noundef)

; Function Attrs: nounwind
declare ptr @realloc(ptr noundef, i64 noundef)

; Function Attrs: nounwind
declare noalias ptr @calloc(i64 noundef, i64 noundef)

; Function Attrs: nounwind
declare noalias ptr @aligned_alloc(i64 noundef, i64 noundef)

; Function Attrs: nounwind
declare i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef)

declare i32 @printf(ptr noundef, ...)

; Function Attrs: nounwind
declare void @free(ptr noundef)

declare i32 @puts(ptr noundef)

; Function Attrs: noinline nounwind optnone uwtable
define i32 @double_free() {
  %1 = alloca ptr, align 8
  %2 = call noalias ptr @malloc(i64 4)
  store ptr %2, ptr %1, align 8
  %3 = load ptr, ptr %1, align 8
  call void @free(ptr %3)
  %4 = load ptr, ptr %1, align 8
  call void @free(ptr %4)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @use_after_free() {
  %1 = alloca ptr, align 8
  %2 = call noalias ptr @malloc(i64 4)
  store ptr %2, ptr %1, align 8
  %3 = load ptr, ptr %1, align 8
  store i32 1, ptr %3, align 4
  %4 = load ptr, ptr %1, align 8
  call void @free(ptr %4)
  %5 = load ptr, ptr %1, align 8
  %6 = load i32, ptr %5, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @use_after_realloc() {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = call noalias ptr @malloc(i64 4)
  store ptr %3, ptr %1, align 8
  %4 = load ptr, ptr %1, align 8
  store i32 1, ptr %4, align 4
  %5 = load ptr, ptr %1, align 8
  %6 = call ptr @realloc(ptr %5, i64 400)
  store ptr %6, ptr %2, align 8
  %7 = load ptr, ptr %1, align 8
  %8 = load i32, ptr %7, align 4
  %9 = load ptr, ptr %2, align 8
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %8, %10
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @free_stack() {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @free(ptr %1)
  %2 = load i32, ptr %1, align 4
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @free_interior() {
  %1 = alloca ptr, align 8
  %2 = call noalias ptr @malloc(i64 8)
  store ptr %2, ptr %1, align 8
  %3 = load ptr, ptr %1, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 1
  call void @free(ptr %4)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @heap_overflow() {
  %1 = alloca ptr, align 8
  %2 = call noalias ptr @malloc(i64 16)
  store ptr %2, ptr %1, align 8
  %3 = load ptr, ptr %1, align 8
  %4 = getelementptr inbounds i32, ptr %3, i64 4
  store i32 1, ptr %4, align 4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @read_uninit() {
  %1 = alloca ptr, align 8
  %2 = call noalias ptr @malloc(i64 4)
  store ptr %2, ptr %1, align 8
  %3 = load ptr, ptr %1, align 8
  %4 = load i32, ptr %3, align 4
  %5 = call i32 (ptr, ...) @printf(ptr @.str.1, i32 %4)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @ok()
  ret i32 %2
}
