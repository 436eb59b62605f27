; vprintf, vfprintf and vsnprintf take a va_list (x86-64: the overflow
; area llvm.va_start sets up), also one that va_arg has advanced.
; Expected: glibc's output.
; RUN: %llfuzz run %s > %t.out 2> %t.err
; RUN: FileCheck --input-file=%t.out %s
; RUN: FileCheck --input-file=%t.err %s --check-prefix=STDERR
; CHECK: 42 str 2.500 x -5 1.5
; CHECK-NEXT: said 22 bytes
; CHECK-NEXT: 12 [abcdef-]
; CHECK-NEXT: first 1: 2 3.5
; STDERR: to stderr: 7

target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private constant [24 x i8] c"%d %s %.3f %c %lld %Lg\0A\00", align 1
@.str.1 = private constant [4 x i8] c"str\00", align 1
@.str.2 = private constant [15 x i8] c"said %d bytes\0A\00", align 1
@.str.3 = private constant [15 x i8] c"to stderr: %d\0A\00", align 1
@.str.4 = private constant [6 x i8] c"%s-%d\00", align 1
@.str.5 = private constant [7 x i8] c"abcdef\00", align 1
@.str.6 = private constant [9 x i8] c"%d [%s]\0A\00", align 1
@.str.7 = private constant [7 x i8] c"%d %g\0A\00", align 1
@stderr = external global ptr, align 8
@.str.8 = private constant [11 x i8] c"first %d: \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [8 x i8], align 1
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 (ptr, ...) @say(ptr @.str, i32 42, ptr @.str.1, double 2.500000e+00, i32 120, i64 -5, x86_fp80 0xK3FFFC000000000000000)
  store i32 %5, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = call i32 (ptr, ...) @say(ptr @.str.2, i32 %6)
  call void (ptr, ...) @err(ptr @.str.3, i32 7)
  %8 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 0
  %9 = call i32 (ptr, i64, ptr, ...) @fmt(ptr %8, i64 8, ptr @.str.4, ptr @.str.5, i32 12345)
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 0
  %12 = call i32 (ptr, ...) @printf(ptr @.str.6, i32 %10, ptr %11)
  call void (ptr, ...) @skip_one(ptr @.str.7, i32 1, i32 2, double 3.500000e+00)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @say(ptr %0, ...) {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %5)
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %8 = call i32 @vprintf(ptr %6, ptr %7)
  store i32 %8, ptr %4, align 4
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %9)
  %10 = load i32, ptr %4, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @err(ptr %0, ...) {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  store ptr %0, ptr %2, align 8
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %4)
  %5 = load ptr, ptr @stderr, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %8 = call i32 @vfprintf(ptr %5, ptr %6, ptr %7)
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %9)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fmt(ptr %0, i64 %1, ptr %2, ...) {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [1 x %struct.__va_list_tag], align 16
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %7, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %9)
  %10 = load ptr, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %7, i64 0, i64 0
  %14 = call i32 @vsnprintf(ptr %10, i64 %11, ptr %12, ptr %13)
  store i32 %14, ptr %8, align 4
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %7, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %15)
  %16 = load i32, ptr %8, align 4
  ret i32 %16
}

declare i32 @printf(ptr noundef, ...)

; Function Attrs: noinline nounwind optnone uwtable
define internal void @skip_one(ptr %0, ...) {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %5)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %7 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 16
  %9 = icmp ule i32 %8, 40
  br i1 %9, label %10, label %15

10:                                               ; preds = %1
  %11 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %6, i32 0, i32 3
  %12 = load ptr, ptr %11, align 16
  %13 = getelementptr i8, ptr %12, i32 %8
  %14 = add i32 %8, 8
  store i32 %14, ptr %7, align 16
  br label %19

15:                                               ; preds = %1
  %16 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %6, i32 0, i32 2
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr i8, ptr %17, i32 8
  store ptr %18, ptr %16, align 8
  br label %19

19:                                               ; preds = %15, %10
  %20 = phi ptr [ %13, %10 ], [ %17, %15 ]
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %4, align 4
  %22 = load i32, ptr %4, align 4
  %23 = call i32 (ptr, ...) @printf(ptr @.str.8, i32 %22)
  %24 = load ptr, ptr %2, align 8
  %25 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %26 = call i32 @vprintf(ptr %24, ptr %25)
  %27 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %27)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr)

declare i32 @vprintf(ptr noundef, ptr noundef)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr)

declare i32 @vfprintf(ptr noundef, ptr noundef, ptr noundef)

; Function Attrs: nounwind
declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef)

