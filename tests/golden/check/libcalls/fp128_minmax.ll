; fmin/fmax/copysign of fp128 are exact, on the bits: the host's long double
; (x87, 64-bit mantissa) cannot hold an fp128, and fmaxl(x, x) of the
; largest fp128 once gave inf (InstCombine/fast-math.ll @max4, @min4).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample
declare fp128 @fmaxl(fp128, fp128)
declare fp128 @fminl(fp128, fp128)
declare fp128 @llvm.maxnum.f128(fp128, fp128)

define fp128 @src1(fp128 %x) {
  %r = call fp128 @fmaxl(fp128 %x, fp128 %x)
  ret fp128 %r
}
define fp128 @tgt1(fp128 %x) {
  ret fp128 %x
}

define fp128 @src2(fp128 %x, fp128 %y) {
  %r = call nsz fp128 @fmaxl(fp128 %x, fp128 %y)
  ret fp128 %r
}
define fp128 @tgt2(fp128 %x, fp128 %y) {
  %r = call nsz fp128 @llvm.maxnum.f128(fp128 %x, fp128 %y)
  ret fp128 %r
}

define fp128 @src3(fp128 %x, fp128 %y) {
  %r = call fp128 @fminl(fp128 %x, fp128 %y)
  ret fp128 %r
}
define fp128 @tgt3(fp128 %x, fp128 %y) {
  %r = call fp128 @llvm.maxnum.f128(fp128 %x, fp128 %y)
  ret fp128 %r
}
