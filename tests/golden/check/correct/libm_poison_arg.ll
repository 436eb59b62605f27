; A math function of the C library with a poison argument returns poison; it
; is not UB (UB is kept for what a function reads through pointers, lengths,
; formats).  LLVM makes such calls itself: opt-14 -O2 turned
; exp2(uitofp (add nuw 1, %x)) into ldexpf(1.0, ...) with the add's poison
; when x = 255, and llfuzz reported the target as having UB.
; RUN: %llfuzz check %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: @src/@tgt: no counterexample
; RUN: %llfuzz run %s --entry tgt --args 'i8 -1' | FileCheck %s --check-prefix=CHECK2
; CHECK2: float poison
; llfuzz-input: @src(i8 -1)

define float @src(i8 %x) {
  %a = add nuw i8 1, %x
  %f = uitofp i8 %a to float
  %e = call float @llvm.exp2.f32(float %f)
  ret float %e
}
define float @tgt(i8 %x) {
  %a = add nuw i8 1, %x
  %z = zext i8 %a to i32
  %e = call float @ldexpf(float 1.0, i32 %z)
  ret float %e
}

declare float @llvm.exp2.f32(float)
declare float @ldexpf(float, i32)
