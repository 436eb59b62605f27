; LangRef "'llvm.canonicalize.*' Intrinsic": a signaling NaN is quieted (its
; payload kept), a zero keeps its sign, and under "ieee" every other value
; is itself -- subnormals included.  Under a flushing "denormal-fp-math"
; mode canonicalize is a floating-point operation like `fmul x, 1.0`: an
; input subnormal is read as the mode's zero ("out,in": the second half),
; a subnormal result may be flushed (the first half); "dynamic" is any of
; them.  Return values are compared bit by bit through `bitcast` where a
; subnormal and a zero must differ.
;
; @src6/@tgt6 is LLVM 22's InstCombine fold of
; simplify-demanded-fpclass-canonicalize.ll (ret_nofpclass_nan__
; canonicalize_only_zero__dapz): canonicalize(-0.0) is -0.0 in every mode
; (only subnormals flush), LLVM 22 returns +0.0.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: input:  float 0x7FF4000000000000
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: input:  float 0x36A0000000000000
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: source: float -0.0
; CHECK: target: float 0.0
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: no counterexample
; CHECK: @src9/@tgt9: ERROR: value mismatch
; CHECK: @src10/@tgt10: no counterexample
; CHECK: @src11/@tgt11: ERROR: value mismatch
; CHECK: with the environment's denormal mode ieee
; CHECK: 11 pairs: 6 without counterexample, 5 with a counterexample

declare float @llvm.canonicalize.f32(float)
declare double @llvm.canonicalize.f64(double)

; canonicalize is idempotent
define float @src1(float %x) {
  %a = call float @llvm.canonicalize.f32(float %x)
  %b = call float @llvm.canonicalize.f32(float %a)
  ret float %b
}
define float @tgt1(float %x) {
  %a = call float @llvm.canonicalize.f32(float %x)
  ret float %a
}

; ieee: the identity on non-NaN values, subnormals included
define i32 @src2(float nofpclass(nan) %x) {
  %c = call float @llvm.canonicalize.f32(float %x)
  %b = bitcast float %c to i32
  ret i32 %b
}
define i32 @tgt2(float nofpclass(nan) %x) {
  %b = bitcast float %x to i32
  ret i32 %b
}

; ... but not on a signaling NaN, which it quiets
; llfuzz-input: @src3(float 0x7FF4000000000000)
define i32 @src3(float %x) {
  %c = call float @llvm.canonicalize.f32(float %x)
  %b = bitcast float %c to i32
  ret i32 %b
}
define i32 @tgt3(float %x) {
  %b = bitcast float %x to i32
  ret i32 %b
}

; preserve-sign: canonicalize is `fmul x, 1.0`, subnormals read as zero
define i32 @src4(float nofpclass(nan) %x) "denormal-fp-math"="preserve-sign,preserve-sign" {
  %c = call float @llvm.canonicalize.f32(float %x)
  %b = bitcast float %c to i32
  ret i32 %b
}
define i32 @tgt4(float nofpclass(nan) %x) "denormal-fp-math"="preserve-sign,preserve-sign" {
  %m = fmul float %x, 1.0
  %b = bitcast float %m to i32
  ret i32 %b
}

; ... so it is not the identity there
; llfuzz-input: @src5(float 0x36A0000000000000)
define i32 @src5(float nofpclass(nan) %x) "denormal-fp-math"="preserve-sign,preserve-sign" {
  %c = call float @llvm.canonicalize.f32(float %x)
  %b = bitcast float %c to i32
  ret i32 %b
}
define i32 @tgt5(float nofpclass(nan) %x) "denormal-fp-math"="preserve-sign,preserve-sign" {
  %b = bitcast float %x to i32
  ret i32 %b
}

; positive-zero flushes subnormals, not -0.0 (LLVM 22 folds this to +0.0)
define float @src6(float nofpclass(nan sub norm inf) %z) "denormal-fp-math"="positive-zero,positive-zero" {
  %c = call float @llvm.canonicalize.f32(float %z)
  ret float %c
}
define float @tgt6(float nofpclass(nan sub norm inf) %z) "denormal-fp-math"="positive-zero,positive-zero" {
  ret float 0.0
}

; positive-zero: a negative subnormal reads as +0.0
; llfuzz-input: @src7(float 0xB6A0000000000000)
define i32 @src7(float nofpclass(nan) %x) "denormal-fp-math"="positive-zero,positive-zero" {
  %c = call float @llvm.canonicalize.f32(float %x)
  %b = bitcast float %c to i32
  ret i32 %b
}
define i32 @tgt7(float nofpclass(nan) %x) "denormal-fp-math"="positive-zero,positive-zero" {
  %s = call i1 @llvm.is.fpclass.f32(float %x, i32 144)
  %b = bitcast float %x to i32
  %r = select i1 %s, i32 0, i32 %b
  ret i32 %r
}

; output flushing only ("preserve-sign,ieee"): the result may stay
; subnormal or become the zero of its sign, either is right
; llfuzz-input: @src8(double 0x8000000000000001)
define i64 @src8(double nofpclass(nan) %x) "denormal-fp-math"="preserve-sign,ieee" {
  %c = call double @llvm.canonicalize.f64(double %x)
  %b = bitcast double %c to i64
  ret i64 %b
}
define i64 @tgt8(double nofpclass(nan) %x) "denormal-fp-math"="preserve-sign,ieee" {
  %s = call i1 @llvm.is.fpclass.f64(double %x, i32 144)
  %z = call double @llvm.copysign.f64(double 0.0, double %x)
  %r = select i1 %s, double %z, double %x
  %b = bitcast double %r to i64
  ret i64 %b
}

; ... but not +0.0 for a negative subnormal
; llfuzz-input: @src9(double 0x8000000000000001)
define i64 @src9(double nofpclass(nan) %x) "denormal-fp-math"="preserve-sign,ieee" {
  %c = call double @llvm.canonicalize.f64(double %x)
  %b = bitcast double %c to i64
  ret i64 %b
}
define i64 @tgt9(double nofpclass(nan) %x) "denormal-fp-math"="preserve-sign,ieee" {
  %s = call i1 @llvm.is.fpclass.f64(double %x, i32 144)
  %r = select i1 %s, double 0.0, double %x
  %b = bitcast double %r to i64
  ret i64 %b
}

; dynamic: the environment's mode, one of them but unknown -- what holds
; in every mode is right
; llfuzz-input: @src10(float 0xB6A0000000000000)
define i32 @src10(float nofpclass(nan) %x) "denormal-fp-math"="dynamic,dynamic" {
  %c = call float @llvm.canonicalize.f32(float %x)
  %b = bitcast float %c to i32
  ret i32 %b
}
define i32 @tgt10(float nofpclass(nan) %x) "denormal-fp-math"="dynamic,dynamic" {
  %m = fmul float %x, 1.0
  %b = bitcast float %m to i32
  ret i32 %b
}

; ... and what holds in one only is wrong (ieee keeps the subnormal)
; llfuzz-input: @src11(float 0xB6A0000000000000)
define float @src11(float nofpclass(nan) %x) "denormal-fp-math"="dynamic,dynamic" {
  %c = call float @llvm.canonicalize.f32(float %x)
  ret float %c
}
define float @tgt11(float nofpclass(nan) %x) "denormal-fp-math"="dynamic,dynamic" {
  %s = call i1 @llvm.is.fpclass.f32(float %x, i32 144)
  %r = select i1 %s, float -0.0, float %x
  ret float %r
}

declare i1 @llvm.is.fpclass.f32(float, i32)
declare i1 @llvm.is.fpclass.f64(double, i32)
declare double @llvm.copysign.f64(double, double)
