; Rewrites that use the freedom undef gives: each use of undef may be any
; value, so the target may pick one (LangRef, "Undefined Values").
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
; CHECK: @src10/@tgt10: no counterexample
; CHECK: @src11/@tgt11: no counterexample
; CHECK: @src12/@tgt12: no counterexample
; CHECK-NOT: ERROR

; undef -> any chosen constant.
define i32 @src1() {
  ret i32 undef
}
define i32 @tgt1() {
  ret i32 42
}

; or x, undef -> -1: choose the undef all ones.
define i8 @src2(i8 %x) {
  %r = or i8 %x, undef
  ret i8 %r
}
define i8 @tgt2(i8 %x) {
  ret i8 -1
}

; and x, undef -> 0: choose the undef all zeros.
define i8 @src3(i8 %x) {
  %r = and i8 %x, undef
  ret i8 %r
}
define i8 @tgt3(i8 %x) {
  ret i8 0
}

; or x, undef -> x: choose the undef zero.
define i16 @src4(i16 %x) {
  %r = or i16 %x, undef
  ret i16 %r
}
define i16 @tgt4(i16 %x) {
  ret i16 %x
}

; add x, undef -> undef: every result bit depends on the undef.
define i32 @src5(i32 %x) {
  %r = add i32 %x, undef
  ret i32 %r
}
define i32 @tgt5(i32 %x) {
  ret i32 undef
}

; xor undef, undef -> 0: the two uses are independent, 0 is one choice.
define i8 @src6() {
  %r = xor i8 undef, undef
  ret i8 %r
}
define i8 @tgt6() {
  ret i8 0
}

; select undef, x, y -> y: an undef condition may go either way.
define i32 @src7(i32 %x, i32 %y) {
  %r = select i1 undef, i32 %x, i32 %y
  ret i32 %r
}
define i32 @tgt7(i32 %x, i32 %y) {
  ret i32 %y
}

; select c, x, undef -> x when x is noundef (never poison): undef may be x.
define i32 @src8(i1 %c, i32 noundef %x) {
  %r = select i1 %c, i32 %x, i32 undef
  ret i32 %r
}
define i32 @tgt8(i1 %c, i32 noundef %x) {
  ret i32 %x
}

; undef u/ x -> 0: the undef dividend may be 0 (x = 0 is UB anyway).
define i32 @src9(i32 %x) {
  %r = udiv i32 undef, %x
  ret i32 %r
}
define i32 @tgt9(i32 %x) {
  ret i32 0
}

; icmp eq undef, x -> false (an i8 undef can always differ from x).
define i1 @src10(i8 %x) {
  %r = icmp eq i8 undef, %x
  ret i1 %r
}
define i1 @tgt10(i8 %x) {
  ret i1 false
}

; An undef operand folded through arithmetic: (undef | 1) & 3 is 1 or 3; choose 3.
define i32 @src11(i32 %x) {
  %a = or i32 undef, 1
  %b = and i32 %a, 3
  %r = add i32 %x, %b
  ret i32 %r
}
define i32 @tgt11(i32 %x) {
  %r = add i32 %x, 3
  ret i32 %r
}

; A store of undef can be deleted: the old bytes are one choice of undef.
define void @src12(ptr %p) {
  store i32 undef, ptr %p
  ret void
}
define void @tgt12(ptr %p) {
  ret void
}
