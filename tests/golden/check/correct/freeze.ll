; freeze: removing redundant freezes, freezing to a constant, and pushing a
; freeze through an instruction (LangRef, "freeze" instruction).
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: no counterexample
; CHECK: @src9/@tgt9: no counterexample
; CHECK: @src10/@tgt10: {{no counterexample|inconclusive}}
; CHECK-NOT: ERROR

; freeze(freeze x) -> freeze x: the inner freeze is already well defined.
define i32 @src1(i32 %x) {
  %a = freeze i32 %x
  %r = freeze i32 %a
  ret i32 %r
}
define i32 @tgt1(i32 %x) {
  %r = freeze i32 %x
  ret i32 %r
}

; freeze of a noundef argument is a no-op.
define i32 @src2(i32 noundef %x) {
  %r = freeze i32 %x
  ret i32 %r
}
define i32 @tgt2(i32 noundef %x) {
  ret i32 %x
}

; freeze poison -> any constant.
define i8 @src3() {
  %r = freeze i8 poison
  ret i8 %r
}
define i8 @tgt3() {
  ret i8 0
}

; freeze undef -> any constant (one value, used consistently).
define i64 @src4() {
  %r = freeze i64 undef
  ret i64 %r
}
define i64 @tgt4() {
  ret i64 -81985529216486896
}

; freeze of an operation on a noundef value without poison flags is a no-op.
define i32 @src5(i32 noundef %x) {
  %a = mul i32 %x, 3
  %r = freeze i32 %a
  ret i32 %r
}
define i32 @tgt5(i32 noundef %x) {
  %r = mul i32 %x, 3
  ret i32 %r
}

; f = freeze x; f - f -> 0: all uses of a frozen value see the same value.
define i32 @src6(i32 %x) {
  %f = freeze i32 %x
  %r = sub i32 %f, %f
  ret i32 %r
}
define i32 @tgt6(i32 %x) {
  ret i32 0
}

; f = freeze x; f == f -> true.
define i1 @src7(i16 %x) {
  %f = freeze i16 %x
  %r = icmp eq i16 %f, %f
  ret i1 %r
}
define i1 @tgt7(i16 %x) {
  ret i1 true
}

; freeze(x +nsw 1) -> (freeze x) + 1: pushing the freeze to the operand is
; right once the poison-generating nsw is dropped.
define i8 @src8(i8 %x) {
  %a = add nsw i8 %x, 1
  %r = freeze i8 %a
  ret i8 %r
}
define i8 @tgt8(i8 %x) {
  %f = freeze i8 %x
  %r = add i8 %f, 1
  ret i8 %r
}

; select c, x, y with a frozen condition of a constant: freeze(true) -> true.
define i32 @src9(i32 %x, i32 %y) {
  %c = freeze i1 true
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
define i32 @tgt9(i32 %x, i32 %y) {
  ret i32 %x
}

; A branch on a frozen value whose two successors return the same value -> that
; value (the source's branch may be explored both ways or be inconclusive).
define i32 @src10(i1 %c) {
  %f = freeze i1 %c
  br i1 %f, label %a, label %b
a:
  ret i32 7
b:
  ret i32 7
}
define i32 @tgt10(i1 %c) {
  ret i32 7
}
