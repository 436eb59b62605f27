; A stack object is aligned as its alloca says and no more: where it lies is
; the code generator's choice (LangRef "alloca"), and an access aligned
; beyond the alloca's promise is UB under some choice.  llfuzz put every
; stack object at a 16-aligned address, so a source that loads with align 16
; from an alloca align 4 had no UB, and opt -O2 turning that load into one
; from an align-4 argument (AMDGPU/memcpy-from-constant.ll) was reported as
; a misaligned load in the target: a false alarm.  Now the object sits at an
; odd multiple of its alignment.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample: the source has UB on every input
; CHECK: @src2/@tgt2: no counterexample in 57 inputs
; CHECK: @src3/@tgt3: ERROR: source is more defined than target
; CHECK: target: misaligned memory access: load of 8 bytes at address {{0x[0-9a-f]+}}, which is not 8-aligned

; the source's own load is over-aligned: UB, whatever the target does
define i64 @src1(ptr align 4 %arg) {
  %a = alloca [4 x i64], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %arg, i64 32, i1 false)
  %g = getelementptr i8, ptr %a, i64 16
  %v = load i64, ptr %g, align 16
  ret i64 %v
}
define i64 @tgt1(ptr align 4 %arg) {
  %g = getelementptr i8, ptr %arg, i64 16
  %v = load i64, ptr %g, align 16
  ret i64 %v
}

; an access the alloca's alignment covers is fine
define i64 @src2(ptr align 8 %arg) {
  %a = alloca [4 x i64], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %arg, i64 32, i1 false)
  %g = getelementptr i8, ptr %a, i64 16
  %v = load i64, ptr %g, align 8
  ret i64 %v
}
define i64 @tgt2(ptr align 8 %arg) {
  %g = getelementptr i8, ptr %arg, i64 16
  %v = load i64, ptr %g, align 8
  ret i64 %v
}

; a target that lowers an alloca's alignment below its accesses' is wrong
define i64 @src3(i64 %x) {
  %a = alloca i64, align 8
  store i64 %x, ptr %a, align 8
  %v = load i64, ptr %a, align 8
  ret i64 %v
}
define i64 @tgt3(i64 %x) {
  %a = alloca i64, align 4
  store i64 %x, ptr %a, align 4
  %v = load i64, ptr %a, align 8
  ret i64 %v
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
