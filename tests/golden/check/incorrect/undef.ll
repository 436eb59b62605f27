; The target returns undef bits where the source's bits are defined (or
; fixed but unknown, as the result of a freeze): target's value is more
; undefined.  None of these pairs can be poison on either side.
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
; CHECK: @src10/@tgt10: ERROR: target's value is more undefined
; CHECK: @src11/@tgt11: ERROR: target's value is more undefined
; CHECK: @src12/@tgt12: ERROR: target's value is more undefined

; freeze undef -> undef: the frozen value is one value, undef is any value at
; each use (Alive2's example).
define i32 @src1() {
  %f = freeze i32 undef
  ret i32 %f
}
define i32 @tgt1() {
  ret i32 undef
}

; A constant replaced by undef.
define i32 @src2() {
  ret i32 0
}
define i32 @tgt2() {
  ret i32 undef
}

; and x, undef -> undef (LangRef: unsafe; x = 0 gives a defined 0).
define i8 @src3(i8 noundef %x) {
  %r = and i8 %x, undef
  ret i8 %r
}
define i8 @tgt3(i8 noundef %x) {
  ret i8 undef
}

; or x, undef -> undef (LangRef: unsafe; the one bits of x stay one).
define i8 @src4(i8 noundef %x) {
  %r = or i8 %x, undef
  ret i8 %r
}
define i8 @tgt4(i8 noundef %x) {
  ret i8 undef
}

; x << 1 -> x + x: for x = undef the two uses of x may differ, so x + x may be
; odd while x << 1 is always even (poison x is poison on both sides).
; llfuzz-input: @src5(i8 undef)
define i8 @src5(i8 %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}
define i8 @tgt5(i8 %x) {
  %r = add i8 %x, %x
  ret i8 %r
}

; undef >>u 5 -> undef: the top five bits of the source are zero.
define i8 @src6() {
  %r = lshr i8 undef, 5
  ret i8 %r
}
define i8 @tgt6() {
  ret i8 undef
}

; zext i8 undef to i32 -> undef: the high 24 bits are zero in the source.
define i32 @src7() {
  %r = zext i8 undef to i32
  ret i32 %r
}
define i32 @tgt7() {
  ret i32 undef
}

; Returning undef where the source returns a frozen value (whatever x is:
; a frozen poison or undef x is still one fixed value).
define i8 @src8(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}
define i8 @tgt8(i8 %x) {
  ret i8 undef
}

; select undef, 1, 2 -> undef (LangRef: unsafe; the result is 1 or 2).
define i8 @src9() {
  %r = select i1 undef, i8 1, i8 2
  ret i8 %r
}
define i8 @tgt9() {
  ret i8 undef
}

; A vector lane: <1, undef> -> undef makes lane 0 undefined.
define <2 x i8> @src10() {
  ret <2 x i8> <i8 1, i8 undef>
}
define <2 x i8> @tgt10() {
  ret <2 x i8> undef
}

; f = freeze undef; f - f -> undef - undef: the frozen copies are equal (0),
; two undef uses are not.
define i16 @src11() {
  %f = freeze i16 undef
  %r = sub i16 %f, %f
  ret i16 %r
}
define i16 @tgt11() {
  %r = sub i16 undef, undef
  ret i16 %r
}

; The same as @src5 with the undef made inside the function: x = undef | 0 is
; undef, so x + x may be odd, x << 1 may not.
define i8 @src12() {
  %x = or i8 undef, 0
  %r = shl i8 %x, 1
  ret i8 %r
}
define i8 @tgt12() {
  %x = or i8 undef, 0
  %r = add i8 %x, %x
  ret i8 %r
}
