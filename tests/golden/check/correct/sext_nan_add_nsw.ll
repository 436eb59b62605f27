; A NaN with an unknown payload, sign-extended, plus 1 with nsw: no value
; overflows, so the target's urem divisor is never poison (a false 'source is
; more defined than target' the reducer found against opt-14 and opt-19
; instcombine, seed 143: the tracked run's poison came from independent
; unknown bits, and was taken as definite UB).
; RUN: %llfuzz check %s | FileCheck %s
; CHECK: @src/@tgt: no counterexample
; llfuzz-input: @src(float 0.000000e+00)

define i64 @src(float %0) {
entry:
  %1 = fdiv float 0.000000e+00, %0
  %2 = bitcast float %1 to i32
  %3 = sext i32 %2 to i64
  %4 = sub i64 %3, -1
  %5 = or i64 %4, 1
  %6 = urem i64 -1, %5
  ret i64 %6
}

define i64 @tgt(float %0) {
entry:
  %1 = fdiv float 0.000000e+00, %0
  %2 = bitcast float %1 to i32
  %3 = sext i32 %2 to i64
  %4 = add nsw i64 %3, 1
  %5 = or i64 %4, 1
  %6 = urem i64 -1, %5
  ret i64 %6
}
