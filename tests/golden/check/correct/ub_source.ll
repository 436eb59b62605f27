; Undefined behaviour in the source: an input on which the source has UB
; allows the target to do anything (division by zero, signed division
; overflow, unreachable, load from null, a false assume, a branch on poison).
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
; CHECK-NOT: ERROR

declare void @llvm.assume(i1)

; (y != 0 ? x u/ y : 7) with the division executed first -> x u/ y: when
; y = 0 the source already divided by zero, whatever x is (even poison: a zero
; divisor is UB, the dividend does not matter).
; llfuzz-input: @src1(i32 poison, i32 0)
define i32 @src1(i32 %x, i32 %y) {
  %d = udiv i32 %x, %y
  %c = icmp ne i32 %y, 0
  %r = select i1 %c, i32 %d, i32 7
  ret i32 %r
}
define i32 @tgt1(i32 %x, i32 %y) {
  %d = udiv i32 %x, %y
  ret i32 %d
}

; x s/ -1 -> 0 - x: x = INT_MIN overflows, which is UB in the source.
define i32 @src2(i32 %x) {
  %r = sdiv i32 %x, -1
  ret i32 %r
}
define i32 @tgt2(i32 %x) {
  %r = sub nsw i32 0, %x
  ret i32 %r
}

; x s% -1 -> 0: INT_MIN s% -1 is UB too.
define i8 @src3(i8 %x) {
  %r = srem i8 %x, -1
  ret i8 %r
}
define i8 @tgt3(i8 %x) {
  ret i8 0
}

; A path into unreachable is dead: the branch can go straight to the live side.
define i32 @src4(i1 %c, i32 %x) {
  br i1 %c, label %live, label %dead
live:
  %r = add i32 %x, 1
  ret i32 %r
dead:
  unreachable
}
define i32 @tgt4(i1 %c, i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

; A load from null (address space 0) is UB: the target may return anything.
define i32 @src5(i32 %x) {
  %v = load i32, ptr null
  %r = add i32 %v, %x
  ret i32 %r
}
define i32 @tgt5(i32 %x) {
  ret i32 0
}

; assume(x u> 5) makes x u> 5 true in the target.
define i1 @src6(i32 %x) {
  %c = icmp ugt i32 %x, 5
  call void @llvm.assume(i1 %c)
  %r = icmp ugt i32 %x, 5
  ret i1 %r
}
define i1 @tgt6(i32 %x) {
  ret i1 true
}

; Branch on a poison condition is UB: (x +nsw 1) s< x is false or poison, so
; the source can only take the false side.
define i32 @src7(i32 %x) {
  %a = add nsw i32 %x, 1
  %c = icmp slt i32 %a, %x
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 2
}
define i32 @tgt7(i32 %x) {
  ret i32 2
}

; Division by a constant zero: the source always has UB.
define i16 @src8(i16 %x) {
  %r = urem i16 %x, 0
  ret i16 %r
}
define i16 @tgt8(i16 %x) {
  ret i16 12345
}

; A store to null is UB: the whole function may become unreachable.
define void @src9(i32 %x) {
  store i32 %x, ptr null
  ret void
}
define void @tgt9(i32 %x) {
  unreachable
}

; A noundef return of poison is UB: the target may drop the flag's check
; and return the wrapped sum.
define noundef i8 @src10(i8 %x) {
  %r = add nsw i8 %x, 100
  ret i8 %r
}
define noundef i8 @tgt10(i8 %x) {
  %f = freeze i8 %x
  %r = add i8 %f, 100
  ret i8 %r
}
