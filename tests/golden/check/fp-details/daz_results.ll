; LangRef "denormal-fp-math": with an input mode of preserve-sign or
; positive-zero every floating-point operation reads a subnormal as the
; zero of its sign or +0.0, and LLVM 22 treats such a subnormal as a
; non-canonical encoding of that zero (LangRef "llvm.canonicalize": some
; machines treat subnormals as "non-canonical encodings of zero"):
; InstCombine folds `x == 0 ? x * 32 : x` to x in those modes.  So a
; returned fp value that is a subnormal matches the zero it reads as --
; only as an fp value: its bits, observed through bitcast, do not (that
; fold is wrong when the result is bitcast to i32, @src2/@tgt2, as LLVM 22
; does in fold-select-fmul-if-zero.ll, fcmp_zero_select_is_not_fp).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: 5 pairs: 2 without counterexample, 3 with a counterexample

; llfuzz-input: @src1(float 0x36A0000000000000)
define float @src1(float %x) "denormal-fp-math"="preserve-sign,preserve-sign" {
  %z = fcmp oeq float %x, 0.0
  %m = fmul float %x, 32.0
  %r = select i1 %z, float %m, float %x
  ret float %r
}
define float @tgt1(float %x) "denormal-fp-math"="preserve-sign,preserve-sign" {
  ret float %x
}

; llfuzz-input: @src2(float 0x36A0000000000000)
define i32 @src2(float %x) "denormal-fp-math"="preserve-sign,preserve-sign" {
  %z = fcmp oeq float %x, 0.0
  %m = fmul float %x, 32.0
  %r = select i1 %z, float %m, float %x
  %i = bitcast float %r to i32
  ret i32 %i
}
define i32 @tgt2(float %x) "denormal-fp-math"="preserve-sign,preserve-sign" {
  %i = bitcast float %x to i32
  ret i32 %i
}

; positive-zero: a negative subnormal reads as +0.0
; llfuzz-input: @src3(float 0xB6A0000000000000)
define float @src3(float %x) "denormal-fp-math"="positive-zero,positive-zero" {
  %z = fcmp oeq float %x, 0.0
  %m = fmul float %x, 32.0
  %r = select i1 %z, float %m, float %x
  ret float %r
}
define float @tgt3(float %x) "denormal-fp-math"="positive-zero,positive-zero" {
  ret float %x
}

; preserve-sign: a positive subnormal is not -0.0
; llfuzz-input: @src4(float 0x36A0000000000000)
define float @src4(float %x) "denormal-fp-math"="preserve-sign,preserve-sign" {
  ret float -0.0
}
define float @tgt4(float %x) "denormal-fp-math"="preserve-sign,preserve-sign" {
  %c = fcmp oeq float %x, 0.0
  %r = select i1 %c, float %x, float -0.0
  ret float %r
}

; only an input mode reads it so: output flushing alone keeps the value
; llfuzz-input: @src5(float 0x36A0000000000000)
define float @src5(float %x) "denormal-fp-math"="preserve-sign,ieee" {
  ret float %x
}
define float @tgt5(float %x) "denormal-fp-math"="preserve-sign,ieee" {
  %s = call i1 @llvm.is.fpclass.f32(float %x, i32 144)
  %r = select i1 %s, float 0.0, float %x
  ret float %r
}

declare i1 @llvm.is.fpclass.f32(float, i32)
