; Wrong icmp folds: a comparison rewritten into one that is not equivalent
; (value mismatch).  Typical causes: a wrap-around forgotten in a range
; check, a mask test read as a range test, sext treated like zext, the
; sign of a difference taken without nsw.  The arguments are noundef.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: value mismatch

; (x & 8) != 0 -> x u> 7: a bit test is not a range test (x = 16).
define i1 @src1(i32 noundef %x) {
  %a = and i32 %x, 8
  %r = icmp ne i32 %a, 0
  ret i1 %r
}
define i1 @tgt1(i32 noundef %x) {
  %r = icmp ugt i32 %x, 7
  ret i1 %r
}

; (x + 5) u< 10 -> x u< 5: the offset range check wraps, x in [-5, -1]
; passes in the source (x = -5).
; llfuzz-input: @src2(i32 -5)
define i1 @src2(i32 noundef %x) {
  %a = add i32 %x, 5
  %r = icmp ult i32 %a, 10
  ret i1 %r
}
define i1 @tgt2(i32 noundef %x) {
  %r = icmp ult i32 %x, 5
  ret i1 %r
}

; x * 2 == 0 -> x == 0: the doubling wraps for x = 2^31.
; llfuzz-input: @src3(i32 -2147483648)
define i1 @src3(i32 noundef %x) {
  %m = mul i32 %x, 2
  %r = icmp eq i32 %m, 0
  ret i1 %r
}
define i1 @tgt3(i32 noundef %x) {
  %r = icmp eq i32 %x, 0
  ret i1 %r
}

; (x - y) s< 0 -> x s< y without nsw on the sub (x = INT_MIN, y = 1: the
; difference wraps to INT_MAX).
; llfuzz-input: @src4(i32 -2147483648, i32 1)
define i1 @src4(i32 noundef %x, i32 noundef %y) {
  %d = sub i32 %x, %y
  %r = icmp slt i32 %d, 0
  ret i1 %r
}
define i1 @tgt4(i32 noundef %x, i32 noundef %y) {
  %r = icmp slt i32 %x, %y
  ret i1 %r
}

; (x & 3) == 3 -> (x & 3) != 0: "all bits set" is not "any bit set" (x = 1).
define i1 @src5(i8 noundef %x) {
  %a = and i8 %x, 3
  %r = icmp eq i8 %a, 3
  ret i1 %r
}
define i1 @tgt5(i8 noundef %x) {
  %a = and i8 %x, 3
  %r = icmp ne i8 %a, 0
  ret i1 %r
}

; (x ^ y) s< 0 ("the signs differ") -> (x & y) s< 0 ("both negative")
; (x = -1, y = 0).
define i1 @src6(i16 noundef %x, i16 noundef %y) {
  %a = xor i16 %x, %y
  %r = icmp slt i16 %a, 0
  ret i1 %r
}
define i1 @tgt6(i16 noundef %x, i16 noundef %y) {
  %a = and i16 %x, %y
  %r = icmp slt i16 %a, 0
  ret i1 %r
}

; x u< x + 1 -> true without nuw on the add: x = -1 wraps to 0.
define i1 @src7(i64 noundef %x) {
  %a = add i64 %x, 1
  %r = icmp ult i64 %x, %a
  ret i1 %r
}
define i1 @tgt7(i64 noundef %x) {
  ret i1 true
}

; trunc x to i8 == 0 -> x == 0: the dropped high bits matter (x = 256).
; llfuzz-input: @src8(i32 256)
define i1 @src8(i32 noundef %x) {
  %t = trunc i32 %x to i8
  %r = icmp eq i8 %t, 0
  ret i1 %r
}
define i1 @tgt8(i32 noundef %x) {
  %r = icmp eq i32 %x, 0
  ret i1 %r
}

; sext(x) u> 200 -> false: the fold bounded sext(x) by 127, which holds
; for a signed compare only; unsigned, a negative x sign-extends to a huge
; value (x = -1).
define i1 @src9(i8 noundef %x) {
  %e = sext i8 %x to i32
  %r = icmp ugt i32 %e, 200
  ret i1 %r
}
define i1 @tgt9(i8 noundef %x) {
  ret i1 false
}
