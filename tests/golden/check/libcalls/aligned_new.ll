; Reduced from a false alarm on InstCombine's new-delete-itanium.ll (@test8):
; C++17's aligned and nothrow operator new/delete were external calls, so
; removing an unused new/delete pair was a trace mismatch.  They allocate
; and free like _Znwm/_ZdlPv now, aligned as asked.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample

declare ptr @_ZnwmSt11align_val_t(i64, i64)
declare void @_ZdlPvmSt11align_val_t(ptr, i64, i64)
declare ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i64, i64, ptr)
declare void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr, i64, ptr)

define void @src1() {
  %nt = alloca i8
  %a = call ptr @_ZnwmSt11align_val_t(i64 32, i64 64) builtin
  call void @_ZdlPvmSt11align_val_t(ptr %a, i64 32, i64 64) builtin
  %b = call ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i64 32, i64 8, ptr %nt) builtin
  call void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr %b, i64 8, ptr %nt) builtin
  ret void
}
define void @tgt1() {
  ret void
}

; the object is aligned as asked
define i64 @src2() {
  %a = call ptr @_ZnwmSt11align_val_t(i64 32, i64 256)
  %i = ptrtoint ptr %a to i64
  %m = and i64 %i, 255
  call void @_ZdlPvmSt11align_val_t(ptr %a, i64 32, i64 256)
  ret i64 %m
}
define i64 @tgt2() {
  %a = call ptr @_ZnwmSt11align_val_t(i64 32, i64 256)
  call void @_ZdlPvmSt11align_val_t(ptr %a, i64 32, i64 256)
  ret i64 0
}

; wrong: what was stored is lost
define i32 @src3(i32 %x) {
  %a = call ptr @_ZnwmSt11align_val_t(i64 4, i64 32)
  store i32 %x, ptr %a
  %v = load i32, ptr %a
  call void @_ZdlPvmSt11align_val_t(ptr %a, i64 4, i64 32)
  ret i32 %v
}
define i32 @tgt3(i32 %x) {
  ret i32 0
}
