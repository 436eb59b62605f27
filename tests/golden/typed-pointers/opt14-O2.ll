; LLVM 14's opt -O2 output (typed pointers, old attribute spellings readnone/argmemonly/
; nocapture) parses, and the old attributes become their current forms.
; REQUIRES: llvm-as-22, llvm-diff-22, opt-14
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz print %s -o %t/ours.ll
; RUN: llvm-as-22 %t/ours.ll -o %t/ours.bc
; RUN: (opt-14 -opaque-pointers -S %s -o %t/theirs.ll && llvm-as-22 %t/theirs.ll -o %t/theirs.bc)
; RUN: llvm-diff-22 %t/theirs.bc %t/ours.bc
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK5
; CHECK5: define dso_local double @walk(ptr noundef readonly %0)
; CHECK5: define dso_local void @copy(ptr captures(none) noundef writeonly %0, ptr captures(none) noundef readonly %1, i32 noundef %2)
; CHECK5: declare void @llvm.memcpy.p0i8.p0i8.i64(ptr noalias captures(none) writeonly, ptr noalias captures(none) readonly, i64, i1 immarg)
; CHECK5: attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn {{.*}} memory(none) }
; CHECK5: memory(argmem: readwrite)

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
  br i1 %4, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %1
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %8 = load i8*, i8** %7, align 16
  %.pre = load i32, i32* %5, align 16
  %xtraiter = and i32 %0, 1
  %9 = icmp eq i32 %0, 1
  br i1 %9, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = and i32 %0, -2
  br label %21

._crit_edge.loopexit.unr-lcssa:                   ; preds = %44, %.lr.ph
  %.lcssa.ph = phi i32 [ undef, %.lr.ph ], [ %48, %44 ]
  %.unr = phi i32 [ %.pre, %.lr.ph ], [ %45, %44 ]
  %.0810.unr = phi i32 [ 0, %.lr.ph ], [ %48, %44 ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %._crit_edge, label %.epil.preheader

.epil.preheader:                                  ; preds = %._crit_edge.loopexit.unr-lcssa
  %10 = icmp ult i32 %.unr, 41
  br i1 %10, label %14, label %11

11:                                               ; preds = %.epil.preheader
  %12 = load i8*, i8** %6, align 8
  %13 = getelementptr i8, i8* %12, i64 8
  store i8* %13, i8** %6, align 8
  br label %._crit_edge.loopexit.epilog-lcssa

14:                                               ; preds = %.epil.preheader
  %15 = zext i32 %.unr to i64
  %16 = getelementptr i8, i8* %8, i64 %15
  %17 = add nuw nsw i32 %.unr, 8
  store i32 %17, i32* %5, align 16
  br label %._crit_edge.loopexit.epilog-lcssa

._crit_edge.loopexit.epilog-lcssa:                ; preds = %14, %11
  %.in.epil = phi i8* [ %16, %14 ], [ %12, %11 ]
  %18 = bitcast i8* %.in.epil to i32*
  %19 = load i32, i32* %18, align 4
  %20 = add nsw i32 %19, %.0810.unr
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit.epilog-lcssa, %._crit_edge.loopexit.unr-lcssa, %1
  %.08.lcssa = phi i32 [ 0, %1 ], [ %.lcssa.ph, %._crit_edge.loopexit.unr-lcssa ], [ %20, %._crit_edge.loopexit.epilog-lcssa ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #10
  ret i32 %.08.lcssa

21:                                               ; preds = %44, %.lr.ph.new
  %22 = phi i32 [ %.pre, %.lr.ph.new ], [ %45, %44 ]
  %.0810 = phi i32 [ 0, %.lr.ph.new ], [ %48, %44 ]
  %niter = phi i32 [ 0, %.lr.ph.new ], [ %niter.next.1, %44 ]
  %23 = icmp ult i32 %22, 41
  br i1 %23, label %24, label %28

24:                                               ; preds = %21
  %25 = zext i32 %22 to i64
  %26 = getelementptr i8, i8* %8, i64 %25
  %27 = add nuw nsw i32 %22, 8
  store i32 %27, i32* %5, align 16
  br label %31

28:                                               ; preds = %21
  %29 = load i8*, i8** %6, align 8
  %30 = getelementptr i8, i8* %29, i64 8
  store i8* %30, i8** %6, align 8
  br label %31

31:                                               ; preds = %28, %24
  %32 = phi i32 [ %27, %24 ], [ %22, %28 ]
  %.in = phi i8* [ %26, %24 ], [ %29, %28 ]
  %33 = bitcast i8* %.in to i32*
  %34 = load i32, i32* %33, align 4
  %35 = add nsw i32 %34, %.0810
  %36 = icmp ult i32 %32, 41
  br i1 %36, label %40, label %37

37:                                               ; preds = %31
  %38 = load i8*, i8** %6, align 8
  %39 = getelementptr i8, i8* %38, i64 8
  store i8* %39, i8** %6, align 8
  br label %44

40:                                               ; preds = %31
  %41 = zext i32 %32 to i64
  %42 = getelementptr i8, i8* %8, i64 %41
  %43 = add nuw nsw i32 %32, 8
  store i32 %43, i32* %5, align 16
  br label %44

44:                                               ; preds = %40, %37
  %45 = phi i32 [ %43, %40 ], [ %32, %37 ]
  %.in.1 = phi i8* [ %42, %40 ], [ %38, %37 ]
  %46 = bitcast i8* %.in.1 to i32*
  %47 = load i32, i32* %46, align 4
  %48 = add nsw i32 %47, %35
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa, label %21, !llvm.loop !9
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
  %.not8 = icmp eq %struct.point* %0, null
  br i1 %.not8, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %1, %.lr.ph
  %.010 = phi double [ %7, %.lr.ph ], [ 0.000000e+00, %1 ]
  %.079 = phi %struct.point* [ %9, %.lr.ph ], [ %0, %1 ]
  %2 = getelementptr inbounds %struct.point, %struct.point* %.079, i64 0, i32 2
  %3 = load double, double* %2, align 8, !tbaa !11
  %4 = getelementptr inbounds %struct.point, %struct.point* %.079, i64 0, i32 0
  %5 = load i32, i32* %4, align 8, !tbaa !15
  %6 = sitofp i32 %5 to double
  %7 = tail call double @llvm.fmuladd.f64(double %3, double %6, double %.010)
  %8 = getelementptr inbounds %struct.point, %struct.point* %.079, i64 0, i32 3
  %9 = load %struct.point*, %struct.point** %8, align 8, !tbaa !16
  %.not = icmp eq %struct.point* %9, null
  br i1 %.not, label %._crit_edge, label %.lr.ph, !llvm.loop !17

._crit_edge:                                      ; preds = %.lr.ph, %1
  %.0.lcssa = phi double [ 0.000000e+00, %1 ], [ %7, %.lr.ph ]
  ret double %.0.lcssa
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
