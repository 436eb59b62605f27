; Reduced from a false alarm on InstCombine's fmod.ll (@test_fp128):
; fmodl of fp128 went through the host's long double (64-bit mantissa),
; which rounds the largest fp128 values up to infinity, and fmod(inf, inf)
; is NaN.  fmod is exact: computed on the fp128 bits now (as frem).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: 2 pairs: 1 without counterexample, 1 with a counterexample

declare fp128 @fmodl(fp128, fp128)

define fp128 @src1(fp128 nofpclass(inf) %f, fp128 nofpclass(zero) %g) {
  %r = call fp128 @fmodl(fp128 %f, fp128 %g)
  ret fp128 %r
}
define fp128 @tgt1(fp128 nofpclass(inf) %f, fp128 nofpclass(zero) %g) {
  %r = frem fp128 %f, %g
  ret fp128 %r
}
; the largest finite fp128 with itself (0), and with 3 (an exact remainder
; that needs all 113 bits: 1 + 2^-112 mod 3)
; llfuzz-input: @src1(fp128 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF)
; llfuzz-input: @src1(fp128 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 0xL00000000000000004000800000000000)
; llfuzz-input: @src1(fp128 0xL00000000000000013FFF000000000000, fp128 0xL00000000000000004000800000000000)

; wrong: the remainder's last bit dropped (1 + 2^-112 mod 3 is itself)
define fp128 @src2(fp128 %f, fp128 %g) {
  %r = call fp128 @fmodl(fp128 %f, fp128 %g)
  ret fp128 %r
}
define fp128 @tgt2(fp128 %f, fp128 %g) {
  %r = frem fp128 %f, %g
  %b = bitcast fp128 %r to i128
  %c = and i128 %b, -2
  %d = bitcast i128 %c to fp128
  ret fp128 %d
}
; llfuzz-input: @src2(fp128 0xL00000000000000013FFF000000000000, fp128 0xL00000000000000004000800000000000)
