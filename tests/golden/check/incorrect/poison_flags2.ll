; More poison-generating flags added where they do not hold (target is more
; poisonous): mul nsw, sub nuw, exact shifts and divisions, gep inbounds and
; gep nuw, uitofp nneg, trunc nsw, samesign on a signed compare, disjoint
; from wrong known bits, and shifts merged past the bit width.  The
; arguments are noundef: the failing inputs are ordinary values.
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

; mul -> mul nsw: x = 64 overflows (64 * 3 = 192).
define i8 @src1(i8 noundef %x) {
  %r = mul i8 %x, 3
  ret i8 %r
}
define i8 @tgt1(i8 noundef %x) {
  %r = mul nsw i8 %x, 3
  ret i8 %r
}

; sub -> sub nuw: x = 0 borrows.
define i16 @src2(i16 noundef %x) {
  %r = sub i16 %x, 1
  ret i16 %r
}
define i16 @tgt2(i16 noundef %x) {
  %r = sub nuw i16 %x, 1
  ret i16 %r
}

; ashr -> ashr exact: x = 1 shifts a one out.
define i32 @src3(i32 noundef %x) {
  %r = ashr i32 %x, 2
  ret i32 %r
}
define i32 @tgt3(i32 noundef %x) {
  %r = ashr exact i32 %x, 2
  ret i32 %r
}

; x s/ 4 -> x s/exact 4 (the first step of turning it into a shift):
; x = 1 has a remainder.
define i32 @src4(i32 noundef %x) {
  %r = sdiv i32 %x, 4
  ret i32 %r
}
define i32 @tgt4(i32 noundef %x) {
  %r = sdiv exact i32 %x, 4
  ret i32 %r
}

; A gep without inbounds -> gep inbounds: p - 1 is before the buffer.
define ptr @src5(ptr dereferenceable(16) %p, i64 noundef %i) {
  %r = getelementptr i8, ptr %p, i64 %i
  ret ptr %r
}
define ptr @tgt5(ptr dereferenceable(16) %p, i64 noundef %i) {
  %r = getelementptr inbounds i8, ptr %p, i64 %i
  ret ptr %r
}

; gep p, -4 -> gep nuw p, -4: a negative offset wraps as an unsigned add.
define ptr @src6(ptr dereferenceable(16) %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 8
  %r = getelementptr i8, ptr %q, i64 -4
  ret ptr %r
}
define ptr @tgt6(ptr dereferenceable(16) %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 8
  %r = getelementptr nuw i8, ptr %q, i64 -4
  ret ptr %r
}

; uitofp -> uitofp nneg: x = -1 (255) is negative as a signed value.
define float @src7(i8 noundef %x) {
  %r = uitofp i8 %x to float
  ret float %r
}
define float @tgt7(i8 noundef %x) {
  %r = uitofp nneg i8 %x to float
  ret float %r
}

; trunc -> trunc nsw: x = 200 does not fit in i8 as a signed value.
define i8 @src8(i16 noundef %x) {
  %r = trunc i16 %x to i8
  ret i8 %r
}
define i8 @tgt8(i16 noundef %x) {
  %r = trunc nsw i16 %x to i8
  ret i8 %r
}

; x s> y -> samesign ugt: right only when the signs agree (x = 0, y = -1).
define i1 @src9(i32 noundef %x, i32 noundef %y) {
  %r = icmp sgt i32 %x, %y
  ret i1 %r
}
define i1 @tgt9(i32 noundef %x, i32 noundef %y) {
  %r = icmp samesign ugt i32 %x, %y
  ret i1 %r
}

; (x << 1) | (y & 3) -> or disjoint: only bit 0 is known zero on the left,
; bit 1 may be set on both sides (x = 1, y = 2).
define i8 @src10(i8 noundef %x, i8 noundef %y) {
  %a = shl i8 %x, 1
  %b = and i8 %y, 3
  %r = or i8 %a, %b
  ret i8 %r
}
define i8 @tgt10(i8 noundef %x, i8 noundef %y) {
  %a = shl i8 %x, 1
  %b = and i8 %y, 3
  %r = or disjoint i8 %a, %b
  ret i8 %r
}

; (x << 5) << 4 -> x << 9 in i8: the merged amount reaches the bit width,
; so the target is poison where the source is 0 (every x).
define i8 @src11(i8 noundef %x) {
  %a = shl i8 %x, 5
  %r = shl i8 %a, 4
  ret i8 %r
}
define i8 @tgt11(i8 noundef %x) {
  %r = shl i8 %x, 9
  ret i8 %r
}

; x * 4 -> x <<nuw 2 (flags carried over from a `mul nuw` elsewhere):
; x = 64 shifts a one out.
define i8 @src12(i8 noundef %x) {
  %r = mul i8 %x, 4
  ret i8 %r
}
define i8 @tgt12(i8 noundef %x) {
  %r = shl nuw i8 %x, 2
  ret i8 %r
}
