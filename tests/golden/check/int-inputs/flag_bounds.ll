; The integer input space: where a flag flips.  Beyond edge values, random
; ones and the constants of the functions (and their neighbours), the
; oracle's inputs include, for each `x op C` of the source (add, sub, mul,
; shl, exact shifts and divisions) and each trunc, the x on either side of
; the signed and the unsigned overflow (what nsw, nuw, exact decide).  Here
; the target comes from another file, as with `--engine opt-22`: its
; constants are not among the inputs, and each wrong target is wrong on one
; or two inputs out of 2^32 -- at the overflow boundary of the source.
; RUN: %exit 1 %llfuzz check %s %S/Inputs/flag_bounds_tgt.ll | FileCheck %s
; CHECK: @add_wrong/@add_wrong: ERROR: value mismatch
; CHECK-NEXT: input:  i32 2147483638
; CHECK: @add_right/@add_right: no counterexample
; CHECK: @mul_wrong/@mul_wrong: ERROR: value mismatch
; CHECK-NEXT: input:  i32 {{-?}}715827883
; CHECK: @mul_right/@mul_right: no counterexample
; CHECK: @shl_wrong/@shl_wrong: ERROR: value mismatch
; CHECK-NEXT: input:  i32 -67108865
; CHECK: @shl_right/@shl_right: no counterexample
; CHECK: @trunc_wrong/@trunc_wrong: ERROR: value mismatch
; CHECK-NEXT: input:  i32 -32769
; CHECK: @trunc_right/@trunc_right: no counterexample
; CHECK: 8 pairs: 4 without counterexample, 4 with a counterexample

; x + 10 overflows (signed) from 2147483638 on
define i1 @add_wrong(i32 %x) {
  %a = add i32 %x, 10
  %c = icmp slt i32 %a, %x
  ret i1 %c
}
define i1 @add_right(i32 %x) {
  %a = add i32 %x, 10
  %c = icmp slt i32 %a, %x
  ret i1 %c
}

; x * 3 overflows (signed) past +-715827882
define i1 @mul_wrong(i32 %x) {
  %m = mul i32 %x, 3
  %d = sdiv i32 %m, 3
  %c = icmp ne i32 %d, %x
  ret i1 %c
}
define i1 @mul_right(i32 %x) {
  %m = mul i32 %x, 3
  %d = sdiv i32 %m, 3
  %c = icmp ne i32 %d, %x
  ret i1 %c
}

; x << 5 overflows (signed) outside [-2^26, 2^26 - 1]
define i1 @shl_wrong(i32 %x) {
  %s = shl i32 %x, 5
  %b = ashr i32 %s, 5
  %c = icmp ne i32 %b, %x
  ret i1 %c
}
define i1 @shl_right(i32 %x) {
  %s = shl i32 %x, 5
  %b = ashr i32 %s, 5
  %c = icmp ne i32 %b, %x
  ret i1 %c
}

; trunc to i16 loses bits (signed) outside [-32768, 32767]
define i1 @trunc_wrong(i32 %x) {
  %t = trunc i32 %x to i16
  %s = sext i16 %t to i32
  %c = icmp ne i32 %s, %x
  ret i1 %c
}
define i1 @trunc_right(i32 %x) {
  %t = trunc i32 %x to i16
  %s = sext i16 %t to i32
  %c = icmp ne i32 %s, %x
  ret i1 %c
}
