; Library functions the interpreter did not know, so their calls were
; uninterpreted events and LLVM's rewrites of them trace mismatches
; (InstCombine simplify-libcalls-new.ll, new-delete-msvc.ll,
; new-delete-itanium-32.ll, printf-1.ll, pow-exp.ll, stpncpy-1.ll,
; builtin-object-size-strdup-family.ll, fcmp-select.ll): operator new with
; a __hot_cold_t hint, with a 32-bit size, MSVC's; newlib's iprintf;
; __exp10/exp10; __stpncpy_chk; __strndup; fminimum_num/fmaximum_num.
; And remquo's *quo is an int: a misaligned one is undefined (remquo.ll).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: 7 pairs: 6 without counterexample, 1 with a counterexample

declare ptr @_Znwm12__hot_cold_t(i64, i8)
declare ptr @_Znwj(i32)
declare ptr @"??2@YAPEAX_K@Z"(i64)
declare void @_ZdlPv(ptr)
declare void @_ZdlPvj(ptr, i32)
declare void @"??3@YAXPEAX@Z"(ptr)
declare i32 @printf(ptr, ...)
declare i32 @iprintf(ptr, ...)
declare double @exp10(double)
declare double @__exp10(double)
declare ptr @__stpncpy_chk(ptr, ptr, i64, i64)
declare ptr @stpncpy(ptr, ptr, i64)
declare double @fminimum_num(double, double)
declare double @llvm.minimumnum.f64(double, double)
declare float @remquof(float, float, ptr)

@fmt = constant [4 x i8] c"%d\0A\00"
@s = constant [4 x i8] c"abc\00"

define void @src1() {
  %a = call ptr @_Znwm12__hot_cold_t(i64 10, i8 5)
  call void @_ZdlPv(ptr %a)
  %b = call ptr @_Znwj(i32 10)
  call void @_ZdlPvj(ptr %b, i32 10)
  %c = call ptr @"??2@YAPEAX_K@Z"(i64 10)
  call void @"??3@YAXPEAX@Z"(ptr %c)
  ret void
}
define void @tgt1() {
  ret void
}

define void @src2(i32 %x) {
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  ret void
}
define void @tgt2(i32 %x) {
  %r = call i32 (ptr, ...) @iprintf(ptr @fmt, i32 %x)
  ret void
}

define double @src3(double %x) {
  %r = call double @__exp10(double %x)
  ret double %r
}
define double @tgt3(double %x) {
  %r = call double @exp10(double %x)
  ret double %r
}

define ptr @src4(i64 %n) {
  %d = alloca [8 x i8]
  %n3 = and i64 %n, 7
  %r = call ptr @__stpncpy_chk(ptr %d, ptr @s, i64 %n3, i64 8)
  %o = ptrtoint ptr %r to i64
  %b = ptrtoint ptr %d to i64
  %k = sub i64 %o, %b
  %p = getelementptr i8, ptr null, i64 %k
  ret ptr %p
}
define ptr @tgt4(i64 %n) {
  %d = alloca [8 x i8]
  %n3 = and i64 %n, 7
  %r = call ptr @stpncpy(ptr %d, ptr @s, i64 %n3)
  %o = ptrtoint ptr %r to i64
  %b = ptrtoint ptr %d to i64
  %k = sub i64 %o, %b
  %p = getelementptr i8, ptr null, i64 %k
  ret ptr %p
}

define double @src5(double %a, double %b) {
  %r = call double @fminimum_num(double %a, double %b)
  ret double %r
}
define double @tgt5(double %a, double %b) {
  %r = call double @llvm.minimumnum.f64(double %a, double %b)
  ret double %r
}

; remquof(-5, 3): -2 into *quo, which must be 4-aligned (a misaligned
; buffer is the source's UB)
define float @src6(ptr %quo) {
  %r = call float @remquof(float -5.0, float 3.0, ptr %quo)
  ret float %r
}
define float @tgt6(ptr %quo) {
  store i32 -2, ptr %quo, align 4
  ret float 1.0
}

; wrong: what was stored in the new object is lost
define i32 @src7(i32 %x) {
  %a = call ptr @_Znwm12__hot_cold_t(i64 4, i8 5)
  store i32 %x, ptr %a
  %v = load i32, ptr %a
  call void @_ZdlPv(ptr %a)
  ret i32 %v
}
define i32 @tgt7(i32 %x) {
  ret i32 0
}
