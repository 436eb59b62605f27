; More poison than the source: select turned into and/or without a freeze,
; shifts by >= the bit width (poison, not 0), a freeze dropped, undef
; replaced by poison, fast-math flags added, a select arm refined wrongly
; (target is more poisonous).
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

; select c, b, false -> and c, b (the historical InstCombine fold, fixed by
; freezing b): c = false, b = poison gives false versus poison.
; llfuzz-input: @src1(i1 false, i1 poison)
define i1 @src1(i1 noundef %c, i1 %b) {
  %r = select i1 %c, i1 %b, i1 false
  ret i1 %r
}
define i1 @tgt1(i1 noundef %c, i1 %b) {
  %r = and i1 %c, %b
  ret i1 %r
}

; select c, true, b -> or c, b: c = true, b = poison.
; llfuzz-input: @src2(i1 true, i1 poison)
define i1 @src2(i1 noundef %c, i1 %b) {
  %r = select i1 %c, i1 true, i1 %b
  ret i1 %r
}
define i1 @tgt2(i1 noundef %c, i1 %b) {
  %r = or i1 %c, %b
  ret i1 %r
}

; y u< 8 ? x << y : 0 -> x << y, assuming an oversized shift gives 0: it is
; poison (y = 8, a constant of the source).
define i8 @src3(i8 noundef %x, i8 noundef %y) {
  %c = icmp ult i8 %y, 8
  %s = shl i8 %x, %y
  %r = select i1 %c, i8 %s, i8 0
  ret i8 %r
}
define i8 @tgt3(i8 noundef %x, i8 noundef %y) {
  %r = shl i8 %x, %y
  ret i8 %r
}

; x >>u 32 "is 0" for i32: lshr by the bit width is poison.
define i32 @src4(i32 noundef %x) {
  ret i32 0
}
define i32 @tgt4(i32 noundef %x) {
  %r = lshr i32 %x, 32
  ret i32 %r
}

; freeze(x) -> x: a poison x stays poison in the target, the source returns
; a (frozen) value.  Input x = poison.
; llfuzz-input: @src5(i32 poison)
define i32 @src5(i32 %x) {
  %f = freeze i32 %x
  %r = and i32 %f, 0
  ret i32 %r
}
define i32 @tgt5(i32 %x) {
  %r = and i32 %x, 0
  ret i32 %r
}

; undef -> poison: poison is more undefined than undef.
define i16 @src6() {
  ret i16 undef
}
define i16 @tgt6() {
  ret i16 poison
}

; select c, x, undef -> x for an x that may be poison: c = false, x = poison
; gives undef versus poison (right only when x is noundef).
; llfuzz-input: @src7(i1 false, i32 poison)
define i32 @src7(i1 noundef %c, i32 %x) {
  %r = select i1 %c, i32 %x, i32 undef
  ret i32 %r
}
define i32 @tgt7(i1 noundef %c, i32 %x) {
  ret i32 %x
}

; fadd -> fadd nnan: a NaN argument makes the target poison.
; llfuzz-input: @src8(float 0x7FF8000000000000, float 1.0)
define float @src8(float noundef %x, float noundef %y) {
  %r = fadd float %x, %y
  ret float %r
}
define float @tgt8(float noundef %x, float noundef %y) {
  %r = fadd nnan float %x, %y
  ret float %r
}

; fmul -> fmul ninf: 2^127 * 4.0 overflows to +inf, poison in the target.
; llfuzz-input: @src9(float 0x47E0000000000000)
define float @src9(float noundef %x) {
  %r = fmul float %x, 4.0
  ret float %r
}
define float @tgt9(float noundef %x) {
  %r = fmul ninf float %x, 4.0
  ret float %r
}

; Hoisting the common add out of a select's arms must intersect the flags:
; c ? x +nsw 1 : x + 1 -> x +nsw 1 (c = false, x = 127: -128 versus poison).
define i8 @src10(i1 noundef %c, i8 noundef %x) {
  %a = add nsw i8 %x, 1
  %b = add i8 %x, 1
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}
define i8 @tgt10(i1 noundef %c, i8 noundef %x) {
  %r = add nsw i8 %x, 1
  ret i8 %r
}

; Poison is per lane: a round trip through i16 (a bitcast is a store and a
; load, and a load with a poison byte is poison) spreads lane 0's poison to
; lane 1 (<127, 5>: <poison, 5> versus <poison, poison>).
; llfuzz-input: @src11(<2 x i8> <i8 127, i8 5>)
define <2 x i8> @src11(<2 x i8> noundef %v) {
  %r = add nsw <2 x i8> %v, <i8 1, i8 0>
  ret <2 x i8> %r
}
define <2 x i8> @tgt11(<2 x i8> noundef %v) {
  %r = add nsw <2 x i8> %v, <i8 1, i8 0>
  %w = bitcast <2 x i8> %r to i16
  %b = bitcast i16 %w to <2 x i8>
  ret <2 x i8> %b
}
