; A wrong value changes its face as the case shrinks.  opt-14's early-cse
; drops `store i64 0` because a later `store i16` writes the same pointer
; (LLVM 14, opaque pointers), so the other three i16 stay uninitialised.  On
; this module the oracle sees a value mismatch (the undef bits go through
; `add nuw nsw`); with the flags dropped it is "more undefined".  The
; reducer keeps any kind of the wrong-value family, so the case shrinks to
; the two stores and the load (divergence 33 of the LLVM 14 campaign stayed
; at 126 instructions before: "not reproducible", its row said "more
; poisonous").  With --kind the verdict is kept exactly.
; REQUIRES: opt-14
; TIMEOUT: 360
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz reduce %s --engine opt-14:-O2 -q -j 2 -o %t/r.ll && cat %t/r.ll) > %t.out1 2> %t.err1
; RUN: FileCheck --input-file=%t.out1 %s --check-prefix=CHECK1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1
; STDERR1-DAG: -> 6 instructions
; STDERR1-DAG: target's value is more undefined, blamed pass early-cse
; CHECK1: ; llfuzz reduce: target's value is more undefined in @t0 with opt-14:-O2
; CHECK1: ; blamed pass: early-cse (opt-bisect-limit; reproduces alone)
; CHECK1: ; signature:   opt-14|wrong value|early-cse|alloca,getelementptr,load,ret,store*2
; CHECK1: store i32 0, ptr %0
; CHECK1-NEXT: store i16 0, ptr %0
; RUN: %exit 1 %llfuzz check %t/r.ll --engine opt-14:-passes=early-cse --func t0 | FileCheck %s --check-prefix=CHECK2
; CHECK2: @t0/@t0: ERROR: target's value is more undefined
; RUN: (%llfuzz reduce %s --engine opt-14:-O2 -q -o %t/s.ll --kind "value mismatch" --func t0 \
; RUN:   --args 'i64 549755813889, i32 -1203688421, i32 4095' && head -1 %t/s.ll) | FileCheck %s --check-prefix=CHECK3
; CHECK3: ; llfuzz reduce: value mismatch in @t0 with opt-14:-O2

; llfuzz-input: @t0(i64 549755813889, i32 -1203688421, i32 4095)

define i96 @t0(i64 %0, i32 noundef %1, i32 %2) {
entry:
  %3 = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %3, i8 111, i64 16, i1 false)
  %4 = alloca [4 x i16], align 2
  call void @llvm.memset.p0.i64(ptr %4, i8 0, i64 8, i1 false)
  %5 = sext i32 %2 to i96
  %6 = add i96 %5, -1
  %7 = and i96 %6, -4949479795559637865555689844
  %8 = trunc i32 %2 to i16
  %9 = insertelement <2 x i16> poison, i16 %8, i32 0
  %10 = shufflevector <2 x i16> %9, <2 x i16> poison, <2 x i32> zeroinitializer
  %11 = insertelement <2 x i16> poison, i16 %8, i64 0
  %12 = shufflevector <2 x i16> %11, <2 x i16> poison, <2 x i32> zeroinitializer
  %13 = xor <2 x i16> %10, %12
  call void @llvm.memcpy.p0.p0.i64(ptr %4, ptr %3, i64 2, i1 false)
  %14 = freeze i64 549755813889
  %15 = or i64 %14, 1
  %16 = and i64 %15, 9223372036854775807
  %17 = sdiv i64 549755813889, %16
  %18 = add i96 -1, %7
  %19 = and i32 %1, 3
  %20 = getelementptr [4 x i16], ptr %4, i64 0, i32 %19
  %21 = load i16, ptr %20, align 2
  %22 = zext i64 %0 to i96
  %23 = bitcast <2 x i16> %13 to i32
  %24 = sext i32 %23 to i96
  %25 = xor i96 %22, %24
  %26 = zext i64 %17 to i96
  %27 = sub i96 %25, %26
  %28 = sub i96 %27, %18
  %29 = zext i16 %21 to i96
  %30 = sub i96 %28, %29
  ret i96 %30
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
