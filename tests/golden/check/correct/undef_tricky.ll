; Legal rewrites that pick a value for undef where it is not obvious that
; one may: a division of undef (any divisor that is not UB), a compare of
; undef, a multiplication by two kept as a shift, a select between undef
; and poison, a freeze of a sum with undef.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK-NOT: ERROR

; undef s/ x -> 0 (LangRef, "Undefined Values"): the undef may be 0; x = 0
; is UB, and x = -1 is UB too since the undef may be INT_MIN.
define i32 @src1(i32 %x) {
  %r = sdiv i32 undef, %x
  ret i32 %r
}
define i32 @tgt1(i32 %x) {
  ret i32 0
}

; undef s< 4 -> false: the compare of an undef may go either way.
define i1 @src2() {
  %r = icmp slt i32 undef, 4
  ret i1 %r
}
define i1 @tgt2() {
  ret i1 false
}

; undef * 2 -> undef << 1: both are "any even value" (bit 0 is 0 in both).
define i8 @src3() {
  %r = mul i8 undef, 2
  ret i8 %r
}
define i8 @tgt3() {
  %r = shl i8 undef, 1
  ret i8 %r
}

; c ? undef : poison -> undef: a false c gives poison, which anything
; refines; a true c gives undef itself.
define i32 @src4(i1 %c) {
  %r = select i1 %c, i32 undef, i32 poison
  ret i32 %r
}
define i32 @tgt4(i1 %c) {
  ret i32 undef
}

; freeze(x + undef) -> freeze x: the sum may be any value, so its frozen
; value may be the frozen x.
define i32 @src5(i32 %x) {
  %a = add i32 %x, undef
  %r = freeze i32 %a
  ret i32 %r
}
define i32 @tgt5(i32 %x) {
  %r = freeze i32 %x
  ret i32 %r
}
