; LangRef "'call' Instruction": direct calls, calls through a function
; pointer, variadic calls read with "'va_arg' Instruction" (llvm.va_start,
; va_copy, va_end), musttail and tail calls; arguments of every kind pass
; by value (aggregates, vectors, poison lanes).
;
; RUN: %llfuzz run %s --entry direct --args 'i32 6' | FileCheck %s --check-prefix=CHECK1
; CHECK1: i32 42
; RUN: %llfuzz run %s --entry indirect --args 'i1 true, i32 6' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 42
; RUN: %llfuzz run %s --entry indirect --args 'i1 false, i32 6' | FileCheck %s --check-prefix=CHECK3
; CHECK3: i32 -6
; poison passes through a call (no noundef here)
; RUN: %llfuzz run %s --entry direct --args 'i32 poison' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 poison
; aggregates and vectors by value
; RUN: %llfuzz run %s --entry aggs | FileCheck %s --check-prefix=CHECK5
; CHECK5: { i8, <2 x i16> } { i8 7, <2 x i16> <i16 poison, i16 9> }
; varargs: sum of n i32s, then a double and a pointer
; RUN: %llfuzz run %s --entry vsum3 | FileCheck %s --check-prefix=CHECK6
; CHECK6: i32 60
; RUN: %llfuzz run %s --entry vmixed | FileCheck %s --check-prefix=CHECK7
; CHECK7: double 5.5
; va_copy: both lists read the same arguments
; RUN: %llfuzz run %s --entry vcopy | FileCheck %s --check-prefix=CHECK8
; CHECK8: i32 22
; musttail / tail / notail: a countdown through a musttail call
; RUN: %llfuzz run %s --entry mt --args 'i32 5000, i32 0' | FileCheck %s --check-prefix=CHECK9
; CHECK9: i32 5000
; RUN: %llfuzz run %s --entry tails --args 'i32 3' | FileCheck %s --check-prefix=CHECK10
; CHECK10: i32 42

define internal i32 @times7(i32 %x) {
  %r = mul i32 %x, 7
  ret i32 %r
}

define internal i32 @neg(i32 %x) {
  %r = sub i32 0, %x
  ret i32 %r
}

define i32 @direct(i32 %x) {
  %r = call i32 @times7(i32 %x)
  ret i32 %r
}

define i32 @indirect(i1 %c, i32 %x) {
  %f = select i1 %c, ptr @times7, ptr @neg
  %r = call i32 %f(i32 %x)
  ret i32 %r
}

define internal { i8, <2 x i16> } @mk(i8 %a, <2 x i16> %v) {
  %s0 = insertvalue { i8, <2 x i16> } poison, i8 %a, 0
  %s1 = insertvalue { i8, <2 x i16> } %s0, <2 x i16> %v, 1
  ret { i8, <2 x i16> } %s1
}

define { i8, <2 x i16> } @aggs() {
  %r = call { i8, <2 x i16> } @mk(i8 7, <2 x i16> <i16 poison, i16 9>)
  ret { i8, <2 x i16> } %r
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)

define internal i32 @vsum(i32 %n, ...) {
entry:
  %ap = alloca [32 x i8], align 8
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %v = va_arg ptr %ap, i32
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  br label %loop
done:
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %s
}

define i32 @vsum3() {
  %r = call i32 (i32, ...) @vsum(i32 3, i32 10, i32 20, i32 30)
  ret i32 %r
}

@cell = global double 2.0

define internal double @vmix(i32 %n, ...) {
  %ap = alloca [32 x i8], align 8
  call void @llvm.va_start.p0(ptr %ap)
  %d = va_arg ptr %ap, double
  %p = va_arg ptr %ap, ptr
  %x = load double, ptr %p
  call void @llvm.va_end.p0(ptr %ap)
  %r = fadd double %d, %x
  ret double %r
}

define double @vmixed() {
  %r = call double (i32, ...) @vmix(i32 2, double 3.5, ptr @cell)
  ret double %r
}

define internal i32 @vcp(i32 %n, ...) {
  %ap = alloca [32 x i8], align 8
  %aq = alloca [32 x i8], align 8
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_copy.p0(ptr %aq, ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %aq, i32
  call void @llvm.va_end.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %aq)
  %r = add i32 %a, %b
  ret i32 %r
}

define i32 @vcopy() {
  %r = call i32 (i32, ...) @vcp(i32 1, i32 11)
  ret i32 %r
}

define i32 @mt(i32 %n, i32 %acc) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more
more:
  %n1 = sub i32 %n, 1
  %a1 = add i32 %acc, 1
  %r = musttail call i32 @mt(i32 %n1, i32 %a1)
  ret i32 %r
done:
  ret i32 %acc
}

define i32 @tails(i32 %x) {
  %a = tail call i32 @times7(i32 %x)
  %b = notail call i32 @times7(i32 2)
  %c = call fastcc i32 @fc(i32 %a, i32 %b)
  ret i32 %c
}

define internal fastcc i32 @fc(i32 %a, i32 %b) {
  %r = add i32 %a, %b
  %s = add i32 %r, 7
  ret i32 %s
}
