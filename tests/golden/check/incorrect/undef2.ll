; Folds to undef that the LangRef calls unsafe: the source has bits that no
; choice of its undef can change, or one fixed (frozen) value, where the
; target returns undef (target's value is more undefined); and a freeze
; dropped before a select on undef, which lets poison through.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: target's value is more undefined
; CHECK: @src2/@tgt2: ERROR: target's value is more undefined
; CHECK: @src3/@tgt3: ERROR: target's value is more undefined
; CHECK: @src4/@tgt4: ERROR: target's value is more undefined
; CHECK: @src5/@tgt5: ERROR: target's value is more undefined
; CHECK: @src6/@tgt6: ERROR: target's value is more undefined
; CHECK: @src7/@tgt7: ERROR: target's value is more undefined
; CHECK: @src8/@tgt8: ERROR: target's value is more undefined
; CHECK: @src9/@tgt9: ERROR: target's value is more undefined
; CHECK: @src10/@tgt10: ERROR: target is more poisonous

; x * undef -> undef: for x = 0 the product is 0, for an even x it is even.
define i32 @src1(i32 noundef %x) {
  %r = mul i32 %x, undef
  ret i32 %r
}
define i32 @tgt1(i32 noundef %x) {
  ret i32 undef
}

; c ? undef : x -> undef: when c is false the result is x.
define i8 @src2(i1 noundef %c, i8 noundef %x) {
  %r = select i1 %c, i8 undef, i8 %x
  ret i8 %r
}
define i8 @tgt2(i1 noundef %c, i8 noundef %x) {
  ret i8 undef
}

; insertelement undef, x, 0 -> undef: lane 0 is x.
define <2 x i8> @src3(i8 noundef %x) {
  %r = insertelement <2 x i8> undef, i8 %x, i64 0
  ret <2 x i8> %r
}
define <2 x i8> @tgt3(i8 noundef %x) {
  ret <2 x i8> undef
}

; undef << 8 -> undef: the low eight bits are zero.
define i16 @src4() {
  %r = shl i16 undef, 8
  ret i16 %r
}
define i16 @tgt4() {
  ret i16 undef
}

; (freeze undef) & 1 -> undef & 1: the freeze dropped "because its operand
; is a constant"; the source's bit 0 is one fixed value, the target's may
; differ at each use.
define i8 @src5() {
  %f = freeze i8 undef
  %r = and i8 %f, 1
  ret i8 %r
}
define i8 @tgt5() {
  %r = and i8 undef, 1
  ret i8 %r
}

; insertvalue { undef, undef }, x, 0 -> undef: the first member is x.
define { i32, i32 } @src6(i32 noundef %x) {
  %r = insertvalue { i32, i32 } undef, i32 %x, 0
  ret { i32, i32 } %r
}
define { i32, i32 } @tgt6(i32 noundef %x) {
  ret { i32, i32 } undef
}

; freeze(5 * undef) -> 5 * undef: the freeze dropped as if a product had no
; undef left; 5 * undef is any value at each use (5 is odd), the source one.
define i8 @src7() {
  %m = mul i8 5, undef
  %r = freeze i8 %m
  ret i8 %r
}
define i8 @tgt7() {
  %r = mul i8 5, undef
  ret i8 %r
}

; freeze(undef u/ 4) -> undef u/ 4: the quotient's low six bits are undef
; (its top two are 0).
define i8 @src8() {
  %d = udiv i8 undef, 4
  %r = freeze i8 %d
  ret i8 %r
}
define i8 @tgt8() {
  %r = udiv i8 undef, 4
  ret i8 %r
}

; zext(freeze(undef s< x)) -> zext(undef s< x): the compare of an undef is
; undef (LangRef), its freeze one value.
define i8 @src9(i8 noundef %x) {
  %c = icmp slt i8 undef, %x
  %f = freeze i1 %c
  %r = zext i1 %f to i8
  ret i8 %r
}
define i8 @tgt9(i8 noundef %x) {
  %c = icmp slt i8 undef, %x
  %r = zext i1 %c to i8
  ret i8 %r
}

; select undef, freeze(x), y -> select undef, x, y: for x = poison the
; target may pick the poison arm (the undef condition is the target's choice
; to make, and concrete runs must find the choice that shows it).
; llfuzz-input: @src10(i8 poison, i8 1)
define i8 @src10(i8 %x, i8 noundef %y) {
  %f = freeze i8 %x
  %r = select i1 undef, i8 %f, i8 %y
  ret i8 %r
}
define i8 @tgt10(i8 %x, i8 noundef %y) {
  %r = select i1 undef, i8 %x, i8 %y
  ret i8 %r
}
