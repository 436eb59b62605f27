; Reduced from false alarms on InstCombine's isdigit-1.ll: C's isdigit
; returns "nonzero" for a digit; LLVM folds it to zext((c - '0') <u 10),
; 1, where glibc's table gives 2048.  Either is the source's choice.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: 4 pairs: 2 without counterexample, 2 with a counterexample

declare i32 @isdigit(i32)

define i32 @src1(i8 %c) {
  %x = zext i8 %c to i32
  %r = call i32 @isdigit(i32 %x)
  ret i32 %r
}
define i32 @tgt1(i8 %c) {
  %x = zext i8 %c to i32
  %d = add i32 %x, -48
  %b = icmp ult i32 %d, 10
  %r = zext i1 %b to i32
  ret i32 %r
}

define i1 @src2(i8 %c) {
  %x = zext i8 %c to i32
  %r = call i32 @isdigit(i32 %x)
  %b = icmp ne i32 %r, 0
  ret i1 %b
}
define i1 @tgt2(i8 %c) {
  %d = add i8 %c, -48
  %b = icmp ult i8 %d, 10
  ret i1 %b
}

; wrong: one digit too many
define i1 @src3(i8 %c) {
  %x = zext i8 %c to i32
  %r = call i32 @isdigit(i32 %x)
  %b = icmp ne i32 %r, 0
  ret i1 %b
}
define i1 @tgt3(i8 %c) {
  %d = add i8 %c, -48
  %b = icmp ult i8 %d, 11
  ret i1 %b
}
; llfuzz-input: @src3(i8 58)

; wrong: a value neither 1 nor glibc's 2048 (the model is the two: a
; target returning 0 for a digit hides in the unknown bits, a known miss)
define i32 @src4(i8 %c) {
  %x = zext i8 %c to i32
  %r = call i32 @isdigit(i32 %x)
  ret i32 %r
}
define i32 @tgt4(i8 %c) {
  %x = zext i8 %c to i32
  %d = add i32 %x, -48
  %b = icmp ult i32 %d, 10
  %r = select i1 %b, i32 4, i32 0
  ret i32 %r
}
; llfuzz-input: @src4(i8 57)
