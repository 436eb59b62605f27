; The reducer writes its candidates in the words of the tool's version.  The
; module opt-14 hands back before dse says `nocapture` and `argmemonly`; the
; reducer printed them as captures(none) and memory(...), which opt-14
; rejects, so no candidate that kept the memset's declaration was ever
; accepted and this LLVM 14 divergence (dse shortens a memset and keeps its
; dereferenceable(64)) stayed at 45 instructions.  Now: 7, and the reduced
; file runs through opt-14 as its header says.
; REQUIRES: opt-14
; TIMEOUT: 240
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz reduce %s --engine opt-14:-O2 -q -j 2 -o %t/r.ll && cat %t/r.ll) > %t.out1 2> %t.err1
; RUN: FileCheck --input-file=%t.out1 %s --check-prefix=CHECK1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1
; STDERR1-DAG: -> 7 instructions
; STDERR1-DAG: source is more defined than target, blamed pass dse
; CHECK1: ; blamed pass: dse (opt-bisect-limit; reproduces alone)
; CHECK1: ; signature:   opt-14|target UB|dse|alloca,br*3,llvm.memset,ret,store
; CHECK1: call void @llvm.memset
; CHECK1-SAME: dereferenceable(64)
; RUN: (opt-14 -opaque-pointers -passes=dse -S %t/r.ll -o %t/t.ll && %exit 1 %llfuzz check %t/r.ll %t/t.ll --func t1) | FileCheck %s --check-prefix=CHECK2
; CHECK2: @t1/@t1: ERROR: source is more defined than target

; llfuzz-input: @t1(i1 true, i1 false, i32 0)

define i64 @t1(i1 %0, i1 %1, i32 %2) {
entry:
  %3 = alloca [16 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %3, i8 0, i64 64, i1 false)
  %4 = sitofp i32 %2 to double
  %5 = fadd nnan double 0x7FF0000000000000, %4
  %6 = icmp ult i1 %1, %0
  br i1 %6, label %bb1, label %bb2

bb1:
  %7 = zext i32 %2 to i64
  %8 = srem i64 %7, 16
  %9 = trunc i32 %2 to i8
  %10 = icmp sge i8 -128, %9
  %11 = and i1 true, %6
  %12 = add nuw i8 4, %9
  %13 = fneg double %5
  %14 = and i8 %9, 15
  %15 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i8 %14
  %16 = addrspacecast ptr %15 to ptr addrspace(1)
  %17 = addrspacecast ptr addrspace(1) %16 to ptr
  store i32 %2, ptr %17, align 4
  %18 = zext i1 %10 to i64
  %19 = xor i64 %8, %18
  %20 = zext i1 %11 to i64
  %21 = add i64 %19, %20
  %22 = fcmp uno double %13, %13
  %23 = select i1 %22, double zeroinitializer, double %13
  %24 = bitcast double %23 to i64
  %25 = sub i64 %21, %24
  br label %bb3

bb2:
  %26 = frem ninf double 0x0010000000000000, %4
  %27 = sext i32 %2 to i64
  %28 = and i64 %27, 16777216
  %29 = getelementptr [16 x i32], ptr %3, i64 0, i32 0
  store i32 %2, ptr %29, align 4
  %30 = trunc i64 %27 to i8
  %31 = lshr i8 %30, 4
  %32 = urem i64 %28, %27
  %33 = and i32 %2, 512
  %34 = and i8 %31, 15
  %35 = getelementptr inbounds i32, ptr %3, i8 %34
  %36 = load i32, ptr %35, align 4
  %37 = fcmp uno double %26, %26
  %38 = select i1 %37, double zeroinitializer, double %26
  %39 = bitcast double %38 to i64
  %40 = or i64 %39, %32
  %41 = sext i32 %33 to i64
  %42 = xor i64 %40, %41
  %43 = zext i32 %36 to i64
  %44 = or i64 %42, %43
  br label %bb3

bb3:
  %45 = phi i64 [ %25, %bb1 ], [ %44, %bb2 ]
  ret i64 %45
}

declare i1 @llvm.cttz.i1(i1, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
