; Typed-pointer IR exactly as clang-14 -O0 -S -emit-llvm prints it (from a C file of
; structs, function pointers, varargs, memcpy, strings).  llfuzz reads it as opaque
; pointers; the printed module must equal what opt-14 -opaque-pointers makes of it.
; REQUIRES: llvm-as-22, llvm-diff-22, opt-14
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz print %s -o %t/ours.ll
; RUN: llvm-as-22 %t/ours.ll -o %t/ours.bc
; RUN: (opt-14 -opaque-pointers -S %s -o %t/theirs.ll && llvm-as-22 %t/theirs.ll -o %t/theirs.bc)
; RUN: llvm-diff-22 %t/theirs.bc %t/ours.bc
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK5
; CHECK5: %struct.point = type { i32, i32, double, ptr }
; CHECK5: define dso_local i32 @sum(i32 noundef %0, ...)

source_filename = "tp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32, double, %struct.point* }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@table = dso_local global [2 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @sub], align 16
@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@names = dso_local global [2 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0)], align 16
@origin = dso_local global %struct.point { i32 1, i32 2, double 3.500000e+00, %struct.point* null }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = and i32 %7, 1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [2 x i32 (i32, i32)*], [2 x i32 (i32, i32)*]* @table, i64 0, i64 %9
  %11 = load i32 (i32, i32)*, i32 (i32, i32)** %10, align 8
  %12 = load i32, i32* %5, align 4
  %13 = load i32, i32* %6, align 4
  %14 = call i32 %11(i32 noundef %12, i32 noundef %13)
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %7 = bitcast %struct.__va_list_tag* %6 to i8*
  call void @llvm.va_start(i8* %7)
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %33, %1
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %36

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 16
  %16 = icmp ule i32 %15, 40
  br i1 %16, label %17, label %23

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3
  %19 = load i8*, i8** %18, align 16
  %20 = getelementptr i8, i8* %19, i32 %15
  %21 = bitcast i8* %20 to i32*
  %22 = add i32 %15, 8
  store i32 %22, i32* %14, align 16
  br label %28

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2
  %25 = load i8*, i8** %24, align 8
  %26 = bitcast i8* %25 to i32*
  %27 = getelementptr i8, i8* %25, i32 8
  store i8* %27, i8** %24, align 8
  br label %28

28:                                               ; preds = %23, %17
  %29 = phi i32* [ %21, %17 ], [ %26, %23 ]
  %30 = load i32, i32* %29, align 4
  %31 = load i32, i32* %4, align 4
  %32 = add nsw i32 %31, %30
  store i32 %32, i32* %4, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, i32* %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %5, align 4
  br label %8, !llvm.loop !6

36:                                               ; preds = %8
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %38 = bitcast %struct.__va_list_tag* %37 to i8*
  call void @llvm.va_end(i8* %38)
  %39 = load i32, i32* %4, align 4
  ret i32 %39
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @walk(%struct.point* noundef %0) #0 {
  %2 = alloca %struct.point*, align 8
  %3 = alloca double, align 8
  store %struct.point* %0, %struct.point** %2, align 8
  store double 0.000000e+00, double* %3, align 8
  br label %4

4:                                                ; preds = %7, %1
  %5 = load %struct.point*, %struct.point** %2, align 8
  %6 = icmp ne %struct.point* %5, null
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load %struct.point*, %struct.point** %2, align 8
  %9 = getelementptr inbounds %struct.point, %struct.point* %8, i32 0, i32 2
  %10 = load double, double* %9, align 8
  %11 = load %struct.point*, %struct.point** %2, align 8
  %12 = getelementptr inbounds %struct.point, %struct.point* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 8
  %14 = sitofp i32 %13 to double
  %15 = load double, double* %3, align 8
  %16 = call double @llvm.fmuladd.f64(double %10, double %14, double %15)
  store double %16, double* %3, align 8
  %17 = load %struct.point*, %struct.point** %2, align 8
  %18 = getelementptr inbounds %struct.point, %struct.point* %17, i32 0, i32 3
  %19 = load %struct.point*, %struct.point** %18, align 8
  store %struct.point* %19, %struct.point** %2, align 8
  br label %4, !llvm.loop !8

20:                                               ; preds = %4
  %21 = load double, double* %3, align 8
  ret double %21
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @copy(%struct.point* noundef %0, %struct.point* noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.point*, align 8
  %5 = alloca %struct.point*, align 8
  %6 = alloca i32, align 4
  store %struct.point* %0, %struct.point** %4, align 8
  store %struct.point* %1, %struct.point** %5, align 8
  store i32 %2, i32* %6, align 4
  %7 = load %struct.point*, %struct.point** %4, align 8
  %8 = bitcast %struct.point* %7 to i8*
  %9 = load %struct.point*, %struct.point** %5, align 8
  %10 = bitcast %struct.point* %9 to i8*
  %11 = load i32, i32* %6, align 4
  %12 = zext i32 %11 to i64
  %13 = mul i64 %12, 24
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %8, i8* align 8 %10, i64 %13, i1 false)
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @first_char() #0 {
  %1 = load i8*, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @names, i64 0, i64 1), align 8
  %2 = getelementptr inbounds i8, i8* %1, i64 0
  %3 = load i8, i8* %2, align 1
  %4 = sext i8 %3 to i32
  ret i32 %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
