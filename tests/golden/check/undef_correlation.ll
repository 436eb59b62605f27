; The bits of `ashr (shl undef, 1), 2` are correlated (the top three are
; copies of one bit), so `sub nsw 0, %a` never overflows: the target's nsw
; is right, though tracking undef bit by bit would make it look poison.  The
; target's run with an undef input must resolve undef concretely.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample in
; CHECK-NOT: ERROR
; llfuzz-input: @src1(i8 undef)
define i8 @src1(i8 %x) {
  %s1 = shl i8 %x, 1
  %a = ashr i8 %s1, 2
  %r = sub i8 0, %a
  ret i8 %r
}
define i8 @tgt1(i8 %x) {
  %s1 = shl i8 %x, 1
  %a = ashr i8 %s1, 2
  %r = sub nsw i8 0, %a
  ret i8 %r
}
