; Poison-generating flags added or kept where they do not hold: the target
; is poison on an input where the source is a defined value (target is more
; poisonous).  The arguments are noundef: the failing inputs are ordinary
; values (edge values or constants of the functions).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: target is more poisonous
; CHECK: @src2/@tgt2: ERROR: target is more poisonous
; CHECK: @src3/@tgt3: ERROR: target is more poisonous
; CHECK: @src4/@tgt4: ERROR: target is more poisonous
; CHECK: @src5/@tgt5: ERROR: target is more poisonous
; CHECK: @src6/@tgt6: ERROR: target is more poisonous
; CHECK: @src7/@tgt7: ERROR: target is more poisonous
; CHECK: @src8/@tgt8: ERROR: target is more poisonous
; CHECK: @src9/@tgt9: ERROR: target is more poisonous
; CHECK: @src10/@tgt10: ERROR: target is more poisonous
; CHECK: @src11/@tgt11: ERROR: target is more poisonous
; CHECK: @src12/@tgt12: ERROR: target is more poisonous
; CHECK: @src13/@tgt13: ERROR: target is more poisonous
; CHECK: @src14/@tgt14: ERROR: target is more poisonous

declare i8 @llvm.abs.i8(i8, i1)
declare i32 @llvm.ctlz.i32(i32, i1)

; add -> add nsw: x = 127 overflows.
define i8 @src1(i8 noundef %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
define i8 @tgt1(i8 noundef %x) {
  %r = add nsw i8 %x, 1
  ret i8 %r
}

; add -> add nuw: x = -1 wraps.
define i8 @src2(i8 noundef %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
define i8 @tgt2(i8 noundef %x) {
  %r = add nuw i8 %x, 1
  ret i8 %r
}

; shl -> shl nuw: x = -128 shifts a one out.
define i8 @src3(i8 noundef %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}
define i8 @tgt3(i8 noundef %x) {
  %r = shl nuw i8 %x, 1
  ret i8 %r
}

; udiv -> udiv exact: x = 1 has a remainder.
define i32 @src4(i32 noundef %x) {
  %r = udiv i32 %x, 2
  ret i32 %r
}
define i32 @tgt4(i32 noundef %x) {
  %r = udiv exact i32 %x, 2
  ret i32 %r
}

; or -> or disjoint: x = y = 1 share a bit.
define i8 @src5(i8 noundef %x, i8 noundef %y) {
  %r = or i8 %x, %y
  ret i8 %r
}
define i8 @tgt5(i8 noundef %x, i8 noundef %y) {
  %r = or disjoint i8 %x, %y
  ret i8 %r
}

; zext -> zext nneg: x = -1 is negative.
define i32 @src6(i8 noundef %x) {
  %r = zext i8 %x to i32
  ret i32 %r
}
define i32 @tgt6(i8 noundef %x) {
  %r = zext nneg i8 %x to i32
  ret i32 %r
}

; icmp ult -> icmp samesign ult: x = -1, y = 0 have different signs.
define i1 @src7(i8 noundef %x, i8 noundef %y) {
  %r = icmp ult i8 %x, %y
  ret i1 %r
}
define i1 @tgt7(i8 noundef %x, i8 noundef %y) {
  %r = icmp samesign ult i8 %x, %y
  ret i1 %r
}

; trunc -> trunc nuw: x = 256 drops a one.
define i8 @src8(i32 noundef %x) {
  %r = trunc i32 %x to i8
  ret i8 %r
}
define i8 @tgt8(i32 noundef %x) {
  %r = trunc nuw i32 %x to i8
  ret i8 %r
}

; 0 - x -> 0 -nsw x: x = INT_MIN overflows.
define i32 @src9(i32 noundef %x) {
  %r = sub i32 0, %x
  ret i32 %r
}
define i32 @tgt9(i32 noundef %x) {
  %r = sub nsw i32 0, %x
  ret i32 %r
}

; Wrong flag propagation when merging constants: (x +nsw 100) +nsw 100 ->
; x +nsw 200, but 200 wraps to -56 in i8: x = -100 is fine in the source
; (-100 + 100 = 0, 0 + 100 = 100) and overflows in the target (-100 - 56).
; llfuzz-input: @src10(i8 -100)
define i8 @src10(i8 noundef %x) {
  %a = add nsw i8 %x, 100
  %r = add nsw i8 %a, 100
  ret i8 %r
}
define i8 @tgt10(i8 noundef %x) {
  %r = add nsw i8 %x, -56
  ret i8 %r
}

; shl nsw x, 7 -> mul nsw x, -128 (1 << 7 is -128 in i8): x = -1 is a valid
; shl nsw (result -128) but -1 * -128 = 128 overflows the mul.
define i8 @src11(i8 noundef %x) {
  %r = shl nsw i8 %x, 7
  ret i8 %r
}
define i8 @tgt11(i8 noundef %x) {
  %r = mul nsw i8 %x, -128
  ret i8 %r
}

; abs(x, false) -> abs(x, true): x = INT_MIN becomes poison.
define i8 @src12(i8 noundef %x) {
  %r = call i8 @llvm.abs.i8(i8 %x, i1 false)
  ret i8 %r
}
define i8 @tgt12(i8 noundef %x) {
  %r = call i8 @llvm.abs.i8(i8 %x, i1 true)
  ret i8 %r
}

; ctlz(x, false) -> ctlz(x, true): x = 0 becomes poison.
define i32 @src13(i32 noundef %x) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  ret i32 %r
}
define i32 @tgt13(i32 noundef %x) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 %r
}

; mul nsw kept when the operand is changed: x *nsw 3 -> (x <<nsw 1) +nsw x is
; fine, but x * 3 (no flags) -> (x <<nsw 1) + x is not: x = 64 makes the shl poison.
define i8 @src14(i8 noundef %x) {
  %r = mul i8 %x, 3
  ret i8 %r
}
define i8 @tgt14(i8 noundef %x) {
  %s = shl nsw i8 %x, 1
  %r = add i8 %s, %x
  ret i8 %r
}
