; A tiny valid module: verify accepts it, print gives it back.
; RUN: llfuzz verify %s
; RUN: llfuzz print %s
; CHECK: define i32 @f(i32 %x) {
; CHECK: %y = add nsw i32 %x, 1
; CHECK-NEXT: ret i32 %y
; CHECK-NEXT: }

define i32 @f(i32 %x) {
  %y = add nsw i32 %x, 1
  ret i32 %y
}
