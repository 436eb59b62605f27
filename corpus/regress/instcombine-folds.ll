; Correct InstCombine folds (from LLVM's InstCombine tests: add.ll, or.ll,
; and.ll, select.ll, shift.ll): check must find no counterexample on any LLVM.
; A counterexample here is a false alarm of llfuzz (or a new InstCombine bug).
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-engine: opt-14:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-llvm: 14-
; llfuzz-input: @neg(i32 -2147483648)
; llfuzz-input: @abs(i8 -128)

; ~x + 1 -> 0 - x
define i32 @neg(i32 %x) {
  %n = xor i32 %x, -1
  %r = add i32 %n, 1
  ret i32 %r
}

; (a & b) | (a ^ b) -> a | b
define i16 @or_and_xor(i16 %a, i16 %b) {
  %x = and i16 %a, %b
  %y = xor i16 %a, %b
  %r = or i16 %x, %y
  ret i16 %r
}

; x < 0 ? -x : x -> llvm.abs(x, false): INT_MIN stays INT_MIN
define i8 @abs(i8 %x) {
  %c = icmp slt i8 %x, 0
  %n = sub i8 0, %x
  %r = select i1 %c, i8 %n, i8 %x
  ret i8 %r
}

; (x << 3) >> 3 (lshr) -> x & 0x1fffffff
define i32 @shl_lshr(i32 %x) {
  %s = shl i32 %x, 3
  %r = lshr i32 %s, 3
  ret i32 %r
}

; sext i1 then and 1 -> zext
define i32 @sext_and(i1 %b) {
  %s = sext i1 %b to i32
  %r = and i32 %s, 1
  ret i32 %r
}

; fneg (fsub x, y) with nsz -> fsub y, x
define float @fneg_fsub(float %x, float %y) {
  %s = fsub nsz float %x, %y
  %r = fneg nsz float %s
  ret float %r
}
