; Wrong freeze removal and select folds that let poison through (target is
; more poisonous), and a freeze duplicated (value mismatch: the two copies
; may differ).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: target is more poisonous
; CHECK: @src2/@tgt2: ERROR: target is more poisonous
; CHECK: @src3/@tgt3: ERROR: target is more poisonous
; CHECK: @src4/@tgt4: ERROR: target is more poisonous
; CHECK: @src5/@tgt5: ERROR: target is more poisonous
; CHECK: @src6/@tgt6: ERROR: target is more poisonous
; CHECK: @src7/@tgt7: ERROR: value mismatch

; The freeze of a select's condition dropped: a poison condition makes the
; select poison, a frozen one picks an arm.
; llfuzz-input: @src1(i1 poison, i32 1, i32 2)
define i32 @src1(i1 %c, i32 noundef %x, i32 noundef %y) {
  %f = freeze i1 %c
  %r = select i1 %f, i32 %x, i32 %y
  ret i32 %r
}
define i32 @tgt1(i1 %c, i32 noundef %x, i32 noundef %y) {
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

; freeze(x + 1) -> (freeze x) +nsw 1: the freeze pushed to the operand, but
; the nsw it must drop kept (x = 127 overflows).
define i8 @src2(i8 %x) {
  %a = add nsw i8 %x, 1
  %r = freeze i8 %a
  ret i8 %r
}
define i8 @tgt2(i8 %x) {
  %f = freeze i8 %x
  %r = add nsw i8 %f, 1
  ret i8 %r
}

; select c, false, b -> !c & b: c = true, b = poison gives false versus poison.
; llfuzz-input: @src3(i1 true, i1 poison)
define i1 @src3(i1 noundef %c, i1 %b) {
  %r = select i1 %c, i1 false, i1 %b
  ret i1 %r
}
define i1 @tgt3(i1 noundef %c, i1 %b) {
  %n = xor i1 %c, true
  %r = and i1 %n, %b
  ret i1 %r
}

; An i1 select lowered to logic: (c & x) | (!c & y); the arm not taken
; still poisons the result (c = true, y = poison).
; llfuzz-input: @src4(i1 true, i1 false, i1 poison)
define i1 @src4(i1 noundef %c, i1 %x, i1 %y) {
  %r = select i1 %c, i1 %x, i1 %y
  ret i1 %r
}
define i1 @tgt4(i1 noundef %c, i1 %x, i1 %y) {
  %a = and i1 %c, %x
  %n = xor i1 %c, true
  %b = and i1 %n, %y
  %r = or i1 %a, %b
  ret i1 %r
}

; A guarded shift made unconditional: y u< 32 ? x << y : 0 -> the select
; of the shift with the guard folded into the mask, as if an oversized
; shift gave 0 (y = 32: 0 versus poison).
define i32 @src5(i32 noundef %x, i32 noundef %y) {
  %c = icmp ult i32 %y, 32
  %s = shl i32 %x, %y
  %r = select i1 %c, i32 %s, i32 0
  ret i32 %r
}
define i32 @tgt5(i32 noundef %x, i32 noundef %y) {
  %c = icmp ult i32 %y, 32
  %s = shl i32 %x, %y
  %z = zext i1 %c to i32
  %r = mul i32 %s, %z
  ret i32 %r
}

; (c ? x : 0) == 0 with x = a +nuw b -> a +nuw b == 0 | !c computed with an
; `or` of the compare: the compare of the unused arm leaks its poison
; (c = false, a = 255, b = 1).
; llfuzz-input: @src6(i1 false, i8 -1, i8 1)
define i1 @src6(i1 noundef %c, i8 noundef %a, i8 noundef %b) {
  %x = add nuw i8 %a, %b
  %s = select i1 %c, i8 %x, i8 0
  %r = icmp eq i8 %s, 0
  ret i1 %r
}
define i1 @tgt6(i1 noundef %c, i8 noundef %a, i8 noundef %b) {
  %x = add nuw i8 %a, %b
  %e = icmp eq i8 %x, 0
  %n = xor i1 %c, true
  %r = or i1 %n, %e
  ret i1 %r
}

; One freeze used twice split into two freezes (rematerialised): for a
; poison x the two copies are independent, so f - f is no longer 0.
; llfuzz-input: @src7(i32 poison)
define i32 @src7(i32 %x) {
  %f = freeze i32 %x
  %r = sub i32 %f, %f
  ret i32 %r
}
define i32 @tgt7(i32 %x) {
  %f = freeze i32 %x
  %g = freeze i32 %x
  %r = sub i32 %f, %g
  ret i32 %r
}
