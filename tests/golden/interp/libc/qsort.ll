; qsort and bsearch (C11 7.22.5) call the program's comparison function:
; ints, structs with equal keys (which keep their order: glibc's qsort is a
; merge sort, and so is llfuzz's), an array of strings.  Expected: glibc's
; output.  A comparison of the wrong type is UB (the call does not match
; the callee).
; RUN: %llfuzz run %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: -2 0 1 3 3 4 5 7 8 8 9 (compared)
; CHECK1-NEXT: 7 at 7, 6 not found
; CHECK1-NEXT: 0e 1b 1d 2a 2c 2f
; CHECK1-NEXT: apple banana fig pear
; RUN: %exit 3 %llfuzz run %s --entry bad_comparison 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2-DAG: UB: call with a signature that does not match the callee
; STDERR2-DAG: qsort: the comparison @bad_cmp has type i64 (ptr, ptr), not i32 (ptr, ptr)

target triple = "x86_64-pc-linux-gnu"

%struct.P = type { i32, [4 x i8] }

@__const.main.v = private constant [11 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 3, i32 0, i32 -2, i32 8, i32 8, i32 4], align 16
@.str = private constant [4 x i8] c"%d \00", align 1
@.str.1 = private constant [6 x i8] c"(%s)\0A\00", align 1
@calls = internal global i32 0, align 4
@.str.2 = private constant [9 x i8] c"compared\00", align 1
@.str.3 = private constant [2 x i8] c"?\00", align 1
@.str.4 = private constant [15 x i8] c"7 at %d, 6 %s\0A\00", align 1
@.str.5 = private constant [6 x i8] c"found\00", align 1
@.str.6 = private constant [10 x i8] c"not found\00", align 1
@__const.main.ps = private constant [6 x %struct.P] [%struct.P { i32 2, [4 x i8] c"a\00\00\00" }, %struct.P { i32 1, [4 x i8] c"b\00\00\00" }, %struct.P { i32 2, [4 x i8] c"c\00\00\00" }, %struct.P { i32 1, [4 x i8] c"d\00\00\00" }, %struct.P { i32 0, [4 x i8] c"e\00\00\00" }, %struct.P { i32 2, [4 x i8] c"f\00\00\00" }], align 16
@.str.7 = private constant [6 x i8] c"%d%s \00", align 1
@.str.8 = private constant [2 x i8] c"\0A\00", align 1
@.str.9 = private constant [5 x i8] c"pear\00", align 1
@.str.10 = private constant [6 x i8] c"apple\00", align 1
@.str.11 = private constant [4 x i8] c"fig\00", align 1
@.str.12 = private constant [7 x i8] c"banana\00", align 1
@__const.main.words = private constant [4 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12], align 16
@.str.13 = private constant [13 x i8] c"%s %s %s %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() {
  %1 = alloca i32, align 4
  %2 = alloca [11 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [6 x %struct.P], align 16
  %9 = alloca i32, align 4
  %10 = alloca [4 x ptr], align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %2, ptr @__const.main.v, i64 44, i1 false)
  store i32 11, ptr %3, align 4
  %11 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 0
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  call void @qsort(ptr %11, i64 %13, i64 4, ptr @cmp_int)
  store i32 0, ptr %4, align 4
  br label %14

14:                                               ; preds = %24, %0
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %27

18:                                               ; preds = %14
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = call i32 (ptr, ...) @printf(ptr @.str, i32 %22)
  br label %24

24:                                               ; preds = %18
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %4, align 4
  br label %14

27:                                               ; preds = %14
  %28 = load i32, ptr @calls, align 4
  %29 = icmp sgt i32 %28, 0
  %30 = zext i1 %29 to i64
  %31 = select i1 %29, ptr @.str.2, ptr @.str.3
  %32 = call i32 (ptr, ...) @printf(ptr @.str.1, ptr %31)
  store i32 7, ptr %5, align 4
  %33 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 0
  %34 = load i32, ptr %3, align 4
  %35 = sext i32 %34 to i64
  %36 = call ptr @bsearch(ptr %5, ptr %33, i64 %35, i64 4, ptr @cmp_int)
  store ptr %36, ptr %6, align 8
  store i32 6, ptr %5, align 4
  %37 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 0
  %38 = load i32, ptr %3, align 4
  %39 = sext i32 %38 to i64
  %40 = call ptr @bsearch(ptr %5, ptr %37, i64 %39, i64 4, ptr @cmp_int)
  store ptr %40, ptr %7, align 8
  %41 = load ptr, ptr %6, align 8
  %42 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 0
  %43 = ptrtoint ptr %41 to i64
  %44 = ptrtoint ptr %42 to i64
  %45 = sub i64 %43, %44
  %46 = sdiv exact i64 %45, 4
  %47 = trunc i64 %46 to i32
  %48 = load ptr, ptr %7, align 8
  %49 = icmp ne ptr %48, null
  %50 = zext i1 %49 to i64
  %51 = select i1 %49, ptr @.str.5, ptr @.str.6
  %52 = call i32 (ptr, ...) @printf(ptr @.str.4, i32 %47, ptr %51)
  call void @llvm.memcpy.p0.p0.i64(ptr %8, ptr @__const.main.ps, i64 48, i1 false)
  %53 = getelementptr inbounds [6 x %struct.P], ptr %8, i64 0, i64 0
  call void @qsort(ptr %53, i64 6, i64 8, ptr @cmp_key)
  store i32 0, ptr %9, align 4
  br label %54

54:                                               ; preds = %69, %27
  %55 = load i32, ptr %9, align 4
  %56 = icmp slt i32 %55, 6
  br i1 %56, label %57, label %72

57:                                               ; preds = %54
  %58 = load i32, ptr %9, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [6 x %struct.P], ptr %8, i64 0, i64 %59
  %61 = getelementptr inbounds nuw %struct.P, ptr %60, i32 0, i32 0
  %62 = load i32, ptr %61, align 8
  %63 = load i32, ptr %9, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [6 x %struct.P], ptr %8, i64 0, i64 %64
  %66 = getelementptr inbounds nuw %struct.P, ptr %65, i32 0, i32 1
  %67 = getelementptr inbounds [4 x i8], ptr %66, i64 0, i64 0
  %68 = call i32 (ptr, ...) @printf(ptr @.str.7, i32 %62, ptr %67)
  br label %69

69:                                               ; preds = %57
  %70 = load i32, ptr %9, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %9, align 4
  br label %54

72:                                               ; preds = %54
  %73 = call i32 (ptr, ...) @printf(ptr @.str.8)
  call void @llvm.memcpy.p0.p0.i64(ptr %10, ptr @__const.main.words, i64 32, i1 false)
  %74 = getelementptr inbounds [4 x ptr], ptr %10, i64 0, i64 0
  call void @qsort(ptr %74, i64 4, i64 8, ptr @cmp_str)
  %75 = getelementptr inbounds [4 x ptr], ptr %10, i64 0, i64 0
  %76 = load ptr, ptr %75, align 16
  %77 = getelementptr inbounds [4 x ptr], ptr %10, i64 0, i64 1
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr inbounds [4 x ptr], ptr %10, i64 0, i64 2
  %80 = load ptr, ptr %79, align 16
  %81 = getelementptr inbounds [4 x ptr], ptr %10, i64 0, i64 3
  %82 = load ptr, ptr %81, align 8
  %83 = call i32 (ptr, ...) @printf(ptr @.str.13, ptr %76, ptr %78, ptr %80, ptr %82)
  %84 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 0
  call void @qsort(ptr %84, i64 0, i64 4, ptr @cmp_int)
  %85 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 0
  call void @qsort(ptr %85, i64 1, i64 4, ptr @cmp_int)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias captures(none), ptr noalias captures(none), i64, i1 immarg)

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int(ptr %0, ptr %1) {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr @calls, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @calls, align 4
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sgt i32 %13, %14
  %16 = zext i1 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  %20 = zext i1 %19 to i32
  %21 = sub nsw i32 %16, %20
  ret i32 %21
}

declare i32 @printf(ptr noundef, ...)

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_key(ptr %0, ptr %1) {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %struct.P, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds nuw %struct.P, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = sub nsw i32 %7, %10
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_str(ptr %0, ptr %1) {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = call i32 @strcmp(ptr %6, ptr %8)
  ret i32 %9
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef)


define i64 @bad_cmp(ptr %a, ptr %b) {
  ret i64 0
}

define void @bad_comparison() {
  %v = alloca [2 x i32]
  store i32 1, ptr %v
  call void @qsort(ptr %v, i64 2, i64 4, ptr @bad_cmp)
  ret void
}
