; A tiny valid module: verify accepts it, print gives it back.
; RUN: %llfuzz verify %s
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK2
; CHECK2: define i32 @f(i32 %x) {
; CHECK2: %y = add nsw i32 %x, 1
; CHECK2-NEXT: ret i32 %y
; CHECK2-NEXT: }

define i32 @f(i32 %x) {
  %y = add nsw i32 %x, 1
  ret i32 %y
}
