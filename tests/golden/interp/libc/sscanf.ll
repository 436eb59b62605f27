; sscanf (C11 7.21.6.2; glibc's __isoc99_sscanf): d i x u with widths and
; length modifiers, floating point, %s %c %[ %n, assignment suppression,
; literal matching, and the result on a matching or an input failure.
; Expected: glibc's output.
; RUN: %llfuzz run %s | FileCheck %s
; CHECK: 3: 42 -17 31
; CHECK-NEXT: 4: 3.25 1000 123456789012 -5
; CHECK-NEXT: 1: [word] 4
; CHECK-NEXT: 2: [abc] [de]
; CHECK-NEXT: 2: 12 34
; CHECK-NEXT: 1: 12
; CHECK-NEXT: -1
; CHECK-NEXT: 0
; CHECK-NEXT: 2: 123 56

target triple = "x86_64-pc-linux-gnu"

@.str = private constant [14 x i8] c"  42 -17 0x1f\00", align 1
@.str.1 = private constant [9 x i8] c"%d %i %x\00", align 1
@.str.2 = private constant [14 x i8] c"%d: %d %d %u\0A\00", align 1
@.str.3 = private constant [25 x i8] c"3.25 1e3 123456789012 -5\00", align 1
@.str.4 = private constant [16 x i8] c"%lf %f %lld %ld\00", align 1
@.str.5 = private constant [20 x i8] c"%d: %g %g %lld %ld\0A\00", align 1
@.str.6 = private constant [10 x i8] c"word rest\00", align 1
@.str.7 = private constant [5 x i8] c"%s%n\00", align 1
@.str.8 = private constant [13 x i8] c"%d: [%s] %d\0A\00", align 1
@.str.9 = private constant [7 x i8] c"abcdef\00", align 1
@.str.10 = private constant [10 x i8] c"%3c%[a-e]\00", align 1
@.str.11 = private constant [15 x i8] c"%d: [%s] [%s]\0A\00", align 1
@.str.12 = private constant [6 x i8] c"12:34\00", align 1
@.str.13 = private constant [6 x i8] c"%d:%d\00", align 1
@.str.14 = private constant [11 x i8] c"%d: %d %d\0A\00", align 1
@.str.15 = private constant [6 x i8] c"12-34\00", align 1
@.str.16 = private constant [8 x i8] c"%d: %d\0A\00", align 1
@.str.17 = private constant [1 x i8] zeroinitializer, align 1
@.str.18 = private constant [3 x i8] c"%d\00", align 1
@.str.19 = private constant [4 x i8] c"%d\0A\00", align 1
@.str.20 = private constant [2 x i8] c"x\00", align 1
@.str.21 = private constant [7 x i8] c"123456\00", align 1
@.str.22 = private constant [10 x i8] c"%3d%*1d%d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca double, align 8
  %9 = alloca float, align 4
  %10 = alloca [16 x i8], align 16
  %11 = alloca [4 x i8], align 1
  %12 = alloca [16 x i8], align 16
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i64 0, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  store float 0.000000e+00, ptr %9, align 4
  call void @llvm.memset.p0.i64(ptr %10, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %11, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr %12, i8 0, i64 16, i1 false)
  %14 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr @.str, ptr @.str.1, ptr %2, ptr %3, ptr %5)
  store i32 %14, ptr %13, align 4
  %15 = load i32, ptr %13, align 4
  %16 = load i32, ptr %2, align 4
  %17 = load i32, ptr %3, align 4
  %18 = load i32, ptr %5, align 4
  %19 = call i32 (ptr, ...) @printf(ptr @.str.2, i32 %15, i32 %16, i32 %17, i32 %18)
  %20 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr @.str.3, ptr @.str.4, ptr %8, ptr %9, ptr %7, ptr %6)
  store i32 %20, ptr %13, align 4
  %21 = load i32, ptr %13, align 4
  %22 = load double, ptr %8, align 8
  %23 = load float, ptr %9, align 4
  %24 = fpext float %23 to double
  %25 = load i64, ptr %7, align 8
  %26 = load i64, ptr %6, align 8
  %27 = call i32 (ptr, ...) @printf(ptr @.str.5, i32 %21, double %22, double %24, i64 %25, i64 %26)
  %28 = getelementptr inbounds [16 x i8], ptr %10, i64 0, i64 0
  %29 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr @.str.6, ptr @.str.7, ptr %28, ptr %4)
  store i32 %29, ptr %13, align 4
  %30 = load i32, ptr %13, align 4
  %31 = getelementptr inbounds [16 x i8], ptr %10, i64 0, i64 0
  %32 = load i32, ptr %4, align 4
  %33 = call i32 (ptr, ...) @printf(ptr @.str.8, i32 %30, ptr %31, i32 %32)
  %34 = getelementptr inbounds [4 x i8], ptr %11, i64 0, i64 0
  %35 = getelementptr inbounds [16 x i8], ptr %12, i64 0, i64 0
  %36 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr @.str.9, ptr @.str.10, ptr %34, ptr %35)
  store i32 %36, ptr %13, align 4
  %37 = getelementptr inbounds [4 x i8], ptr %11, i64 0, i64 3
  store i8 0, ptr %37, align 1
  %38 = load i32, ptr %13, align 4
  %39 = getelementptr inbounds [4 x i8], ptr %11, i64 0, i64 0
  %40 = getelementptr inbounds [16 x i8], ptr %12, i64 0, i64 0
  %41 = call i32 (ptr, ...) @printf(ptr @.str.11, i32 %38, ptr %39, ptr %40)
  %42 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr @.str.12, ptr @.str.13, ptr %2, ptr %3)
  store i32 %42, ptr %13, align 4
  %43 = load i32, ptr %13, align 4
  %44 = load i32, ptr %2, align 4
  %45 = load i32, ptr %3, align 4
  %46 = call i32 (ptr, ...) @printf(ptr @.str.14, i32 %43, i32 %44, i32 %45)
  %47 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr @.str.15, ptr @.str.13, ptr %2, ptr %3)
  store i32 %47, ptr %13, align 4
  %48 = load i32, ptr %13, align 4
  %49 = load i32, ptr %2, align 4
  %50 = call i32 (ptr, ...) @printf(ptr @.str.16, i32 %48, i32 %49)
  %51 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr @.str.17, ptr @.str.18, ptr %2)
  store i32 %51, ptr %13, align 4
  %52 = load i32, ptr %13, align 4
  %53 = call i32 (ptr, ...) @printf(ptr @.str.19, i32 %52)
  %54 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr @.str.20, ptr @.str.18, ptr %2)
  store i32 %54, ptr %13, align 4
  %55 = load i32, ptr %13, align 4
  %56 = call i32 (ptr, ...) @printf(ptr @.str.19, i32 %55)
  %57 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr @.str.21, ptr @.str.22, ptr %2, ptr %3)
  store i32 %57, ptr %13, align 4
  %58 = load i32, ptr %13, align 4
  %59 = load i32, ptr %2, align 4
  %60 = load i32, ptr %3, align 4
  %61 = call i32 (ptr, ...) @printf(ptr @.str.14, i32 %58, i32 %59, i32 %60)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr captures(none), i8, i64, i1 immarg)

; Function Attrs: nounwind
declare i32 @__isoc99_sscanf(ptr noundef, ptr noundef, ...)

declare i32 @printf(ptr noundef, ...)

