; Typed-pointer IR exactly as clang-14 -O2 -S -emit-llvm prints it (from a C file of
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

@table = dso_local local_unnamed_addr global [2 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @sub], align 16
@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@names = dso_local local_unnamed_addr global [2 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0)], align 16
@origin = dso_local local_unnamed_addr global %struct.point { i32 1, i32 2, double 3.500000e+00, %struct.point* null }, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = and i32 %0, 1
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds [2 x i32 (i32, i32)*], [2 x i32 (i32, i32)*]* @table, i64 0, i64 %5
  %7 = load i32 (i32, i32)*, i32 (i32, i32)** %6, align 8, !tbaa !5
  %8 = tail call i32 %7(i32 noundef %1, i32 noundef %2) #10
  ret i32 %8
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @sum(i32 noundef %0, ...) local_unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #10
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %34

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 16
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %5
  %14 = and i32 %0, -2
  br label %36

15:                                               ; preds = %62, %5
  %16 = phi i32 [ undef, %5 ], [ %67, %62 ]
  %17 = phi i32 [ %10, %5 ], [ %63, %62 ]
  %18 = phi i32 [ 0, %5 ], [ %67, %62 ]
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %34, label %20

20:                                               ; preds = %15
  %21 = icmp ult i32 %17, 41
  br i1 %21, label %25, label %22

22:                                               ; preds = %20
  %23 = load i8*, i8** %7, align 8
  %24 = getelementptr i8, i8* %23, i64 8
  store i8* %24, i8** %7, align 8
  br label %29

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64
  %27 = getelementptr i8, i8* %9, i64 %26
  %28 = add nuw nsw i32 %17, 8
  store i32 %28, i32* %6, align 16
  br label %29

29:                                               ; preds = %25, %22
  %30 = phi i8* [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %31, align 4
  %33 = add nsw i32 %32, %18
  br label %34

34:                                               ; preds = %29, %15, %1
  %35 = phi i32 [ 0, %1 ], [ %16, %15 ], [ %33, %29 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #10
  ret i32 %35

36:                                               ; preds = %62, %13
  %37 = phi i32 [ %10, %13 ], [ %63, %62 ]
  %38 = phi i32 [ 0, %13 ], [ %67, %62 ]
  %39 = phi i32 [ 0, %13 ], [ %68, %62 ]
  %40 = icmp ult i32 %37, 41
  br i1 %40, label %41, label %45

41:                                               ; preds = %36
  %42 = zext i32 %37 to i64
  %43 = getelementptr i8, i8* %9, i64 %42
  %44 = add nuw nsw i32 %37, 8
  store i32 %44, i32* %6, align 16
  br label %48

45:                                               ; preds = %36
  %46 = load i8*, i8** %7, align 8
  %47 = getelementptr i8, i8* %46, i64 8
  store i8* %47, i8** %7, align 8
  br label %48

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi i8* [ %43, %41 ], [ %46, %45 ]
  %51 = bitcast i8* %50 to i32*
  %52 = load i32, i32* %51, align 4
  %53 = add nsw i32 %52, %38
  %54 = icmp ult i32 %49, 41
  br i1 %54, label %58, label %55

55:                                               ; preds = %48
  %56 = load i8*, i8** %7, align 8
  %57 = getelementptr i8, i8* %56, i64 8
  store i8* %57, i8** %7, align 8
  br label %62

58:                                               ; preds = %48
  %59 = zext i32 %49 to i64
  %60 = getelementptr i8, i8* %9, i64 %59
  %61 = add nuw nsw i32 %49, 8
  store i32 %61, i32* %6, align 16
  br label %62

62:                                               ; preds = %58, %55
  %63 = phi i32 [ %61, %58 ], [ %49, %55 ]
  %64 = phi i8* [ %60, %58 ], [ %56, %55 ]
  %65 = bitcast i8* %64 to i32*
  %66 = load i32, i32* %65, align 4
  %67 = add nsw i32 %66, %53
  %68 = add i32 %39, 2
  %69 = icmp eq i32 %68, %14
  br i1 %69, label %15, label %36, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: nofree nosync nounwind readonly uwtable
define dso_local double @walk(%struct.point* noundef readonly %0) local_unnamed_addr #5 {
  %2 = icmp eq %struct.point* %0, null
  br i1 %2, label %15, label %3

3:                                                ; preds = %1, %3
  %4 = phi double [ %11, %3 ], [ 0.000000e+00, %1 ]
  %5 = phi %struct.point* [ %13, %3 ], [ %0, %1 ]
  %6 = getelementptr inbounds %struct.point, %struct.point* %5, i64 0, i32 2
  %7 = load double, double* %6, align 8, !tbaa !11
  %8 = getelementptr inbounds %struct.point, %struct.point* %5, i64 0, i32 0
  %9 = load i32, i32* %8, align 8, !tbaa !15
  %10 = sitofp i32 %9 to double
  %11 = tail call double @llvm.fmuladd.f64(double %7, double %10, double %4)
  %12 = getelementptr inbounds %struct.point, %struct.point* %5, i64 0, i32 3
  %13 = load %struct.point*, %struct.point** %12, align 8, !tbaa !16
  %14 = icmp eq %struct.point* %13, null
  br i1 %14, label %15, label %3, !llvm.loop !17

15:                                               ; preds = %3, %1
  %16 = phi double [ 0.000000e+00, %1 ], [ %11, %3 ]
  ret double %16
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @copy(%struct.point* nocapture noundef writeonly %0, %struct.point* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = bitcast %struct.point* %0 to i8*
  %5 = bitcast %struct.point* %1 to i8*
  %6 = zext i32 %2 to i64
  %7 = mul nuw nsw i64 %6, 24
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %4, i8* align 8 %5, i64 %7, i1 false)
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @first_char() local_unnamed_addr #9 {
  %1 = load i8*, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @names, i64 0, i64 1), align 8, !tbaa !5
  %2 = load i8, i8* %1, align 1, !tbaa !18
  %3 = sext i8 %2 to i32
  ret i32 %3
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #9 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !14, i64 8}
!12 = !{!"point", !13, i64 0, !13, i64 4, !14, i64 8, !6, i64 16}
!13 = !{!"int", !7, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{!12, !13, i64 0}
!16 = !{!12, !6, i64 16}
!17 = distinct !{!17, !10}
!18 = !{!7, !7, i64 0}
