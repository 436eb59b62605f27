; Reduced from false alarms on InstCombine's modular-format.ll: a call of a
; function with "modular-format" may go to the attribute's modular
; implementation function instead (LangRef "modular-format"), with
; llvm.reloc.none naming the aspects it needs: one function, not two.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: trace mismatch
; CHECK: @src4/@tgt4: ERROR: trace mismatch
; CHECK: 4 pairs: 2 without counterexample, 2 with a counterexample

@.str.int = constant [3 x i8] c"%d\00"

declare void @myprintf(ptr, ...) #0
declare void @myprintf_mod(ptr, ...)
declare void @other_mod(ptr, ...)
declare void @llvm.reloc.none(metadata)

define void @src1(i32 %x) {
  call void (ptr, ...) @myprintf(ptr @.str.int, i32 %x)
  ret void
}
define void @tgt1(i32 %x) {
  call void (ptr, ...) @myprintf_mod(ptr @.str.int, i32 %x)
  ret void
}

define void @src2(i32 %x) {
  call void (ptr, ...) @myprintf(ptr @.str.int, i32 %x)
  ret void
}
define void @tgt2(i32 %x) {
  call void (ptr, ...) @myprintf_mod(ptr @.str.int, i32 %x)
  call void @llvm.reloc.none(metadata !"myprintf_impl_float")
  ret void
}

; wrong: not the function the attribute names
define void @src3(i32 %x) {
  call void (ptr, ...) @myprintf(ptr @.str.int, i32 %x)
  ret void
}
define void @tgt3(i32 %x) {
  call void (ptr, ...) @other_mod(ptr @.str.int, i32 %x)
  ret void
}

; wrong: another argument
define void @src4(i32 %x) {
  call void (ptr, ...) @myprintf(ptr @.str.int, i32 %x)
  ret void
}
define void @tgt4(i32 %x) {
  %y = add i32 %x, 1
  call void (ptr, ...) @myprintf_mod(ptr @.str.int, i32 %y)
  ret void
}

attributes #0 = { "modular-format"="printf,1,2,myprintf_mod,myprintf_impl,float" }
