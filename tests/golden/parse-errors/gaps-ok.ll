; Gaps in numbering are fine; unnamed values take the next number.
; RUN: %llfuzz print %s | FileCheck %s
; (the unnamed entry block is %1)
; CHECK: %2 = add i32 %0, 1
; CHECK-NEXT: %3 = add i32 %2, 1
; CHECK-NEXT: ret i32 %3
define i32 @f(i32 %0) {
  %5 = add i32 %0, 1
  %9 = add i32 %5, 1
  ret i32 %9
}
