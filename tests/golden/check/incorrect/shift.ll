; Wrong shift folds (value mismatch): shifts of different kinds merged,
; shifted-out bits assumed zero, the sign bit spread with the wrong shift, a
; rotate by the wrong amount.  The arguments are noundef.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch

declare i8 @llvm.fshl.i8(i8, i8, i8)

; (x << 3) >>s 3 -> x without nsw: bits 28..31 are replaced by copies of
; bit 28 (x = 2^28).
; llfuzz-input: @src1(i32 268435456)
define i32 @src1(i32 noundef %x) {
  %a = shl i32 %x, 3
  %r = ashr i32 %a, 3
  ret i32 %r
}
define i32 @tgt1(i32 noundef %x) {
  ret i32 %x
}

; (x >>s 4) >>u 4 -> x >>s 8: the logical shift brings in zeros, the merged
; arithmetic shift ones (x = -1: 0x0FFFFFFF versus -1).
define i32 @src2(i32 noundef %x) {
  %a = ashr i32 %x, 4
  %r = lshr i32 %a, 4
  ret i32 %r
}
define i32 @tgt2(i32 noundef %x) {
  %r = ashr i32 %x, 8
  ret i32 %r
}

; (x >>u 4) << 4 -> x: the low four bits are cleared, not kept (x = 1).
define i16 @src3(i16 noundef %x) {
  %a = lshr i16 %x, 4
  %r = shl i16 %a, 4
  ret i16 %r
}
define i16 @tgt3(i16 noundef %x) {
  ret i16 %x
}

; sext(x s< 0) -> x >>u 31: the all-ones mask needs ashr (x = -1: -1 versus 1).
define i32 @src4(i32 noundef %x) {
  %c = icmp slt i32 %x, 0
  %r = sext i1 %c to i32
  ret i32 %r
}
define i32 @tgt4(i32 noundef %x) {
  %r = lshr i32 %x, 31
  ret i32 %r
}

; (x << 3) | (x >>u 5) is a rotate left by 3 in i8; recognised as
; fshl(x, x, 5) (the other shift's amount) (x = 1: 8 versus 32).
define i8 @src5(i8 noundef %x) {
  %a = shl i8 %x, 3
  %b = lshr i8 %x, 5
  %r = or i8 %a, %b
  ret i8 %r
}
define i8 @tgt5(i8 noundef %x) {
  %r = call i8 @llvm.fshl.i8(i8 %x, i8 %x, i8 5)
  ret i8 %r
}

; (x >>u y) & 1 with a variable y -> (x & 1) >>u y: the mask moved across
; the shift without shifting it (x = 2, y = 1: 1 versus 0).
define i32 @src6(i32 noundef %x, i32 noundef %y) {
  %s = lshr i32 %x, %y
  %r = and i32 %s, 1
  ret i32 %r
}
define i32 @tgt6(i32 noundef %x, i32 noundef %y) {
  %a = and i32 %x, 1
  %r = lshr i32 %a, %y
  ret i32 %r
}
