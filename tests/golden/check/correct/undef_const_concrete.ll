; The concrete runs that confirm a divergence of the tracked run (undef read
; as zeros, then random bits) also resolve the undef constants of the target:
; the interpreter lowers a function once, and its constant template keeps
; undef bits whatever the mode of the run that lowered it.  Found by campaign
; c30 (divergences 23, 44): opt-22 -O2 put `nsw` on a wide `sub` whose operand
; came from an `i64 undef` constant; no value of it overflows, but the tracked
; run, which loses that the high bits of `sext undef` copy its sign bit,
; made it poison, and the concrete runs still saw the constant as undef.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample

define i128 @src1(i64 %x) {
  %a = zext i64 %x to i128
  %u = sext i64 undef to i128
  %r = sub i128 %a, %u
  ret i128 %r
}
define i128 @tgt1(i64 %x) {
  %a = zext i64 %x to i128
  %u = sext i64 undef to i128
  %r = sub nsw i128 %a, %u
  ret i128 %r
}

; the same through an argument of a call
define internal i64 @id(i64 %v) {
  ret i64 %v
}
define i128 @src2(i64 %x) {
  %v = call i64 @id(i64 undef)
  %a = zext i64 %x to i128
  %u = sext i64 %v to i128
  %r = add i128 %a, %u
  ret i128 %r
}
define i128 @tgt2(i64 %x) {
  %v = call i64 @id(i64 undef)
  %a = zext i64 %x to i128
  %u = sext i64 %v to i128
  %r = add nsw i128 %a, %u
  ret i128 %r
}
