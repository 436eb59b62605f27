; Legal select and freeze rewrites that depend on exactly how select stops
; poison: the arm not taken may be poison, a poison arm may be replaced by
; anything, a condition that cannot be poison needs no freeze, inverting a
; select is right even for a poison condition.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample
; CHECK-NOT: ERROR

; x u< 8 ? 1 << x : poison -> 1 << x: where the shift is poison the source
; is poison too.
define i8 @src1(i8 %x) {
  %c = icmp ult i8 %x, 8
  %s = shl i8 1, %x
  %r = select i1 %c, i8 %s, i8 poison
  ret i8 %r
}
define i8 @tgt1(i8 %x) {
  %r = shl i8 1, %x
  ret i8 %r
}

; select c, b, false -> c & b without a freeze, when b is a compare of
; noundef values: b cannot be poison, so the and does not leak any.
define i1 @src2(i1 %c, i32 noundef %a) {
  %b = icmp eq i32 %a, 5
  %r = select i1 %c, i1 %b, i1 false
  ret i1 %r
}
define i1 @tgt2(i1 %c, i32 noundef %a) {
  %b = icmp eq i32 %a, 5
  %r = and i1 %c, %b
  ret i1 %r
}

; select c, x, y -> select !c, y, x: a poison c makes both poison.
define i32 @src3(i1 %c, i32 %x, i32 %y) {
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
define i32 @tgt3(i1 %c, i32 %x, i32 %y) {
  %n = xor i1 %c, true
  %r = select i1 %n, i32 %y, i32 %x
  ret i32 %r
}

; x == y ? x : y -> y: when they are equal either is right; a poison x or y
; makes the compare, hence the source, poison.
define i16 @src4(i16 %x, i16 %y) {
  %c = icmp eq i16 %x, %y
  %r = select i1 %c, i16 %x, i16 %y
  ret i16 %r
}
define i16 @tgt4(i16 %x, i16 %y) {
  ret i16 %y
}

; select (freeze c), x, x -> x.
define i32 @src5(i1 %c, i32 %x) {
  %f = freeze i1 %c
  %r = select i1 %f, i32 %x, i32 %x
  ret i32 %r
}
define i32 @tgt5(i1 %c, i32 %x) {
  ret i32 %x
}

; freeze(select c, x, y) -> select c, x, y for noundef operands: nothing
; to freeze.
define i32 @src6(i1 noundef %c, i32 noundef %x, i32 noundef %y) {
  %s = select i1 %c, i32 %x, i32 %y
  %r = freeze i32 %s
  ret i32 %r
}
define i32 @tgt6(i1 noundef %c, i32 noundef %x, i32 noundef %y) {
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

; A select on a poison constant condition folds to either arm.
define i32 @src7(i32 %x, i32 %y) {
  %r = select i1 poison, i32 %x, i32 %y
  ret i32 %r
}
define i32 @tgt7(i32 %x, i32 %y) {
  ret i32 %x
}
