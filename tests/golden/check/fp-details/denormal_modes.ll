; LangRef "denormal-fp-math" ("out,in"): with an input mode of
; preserve-sign or positive-zero every floating-point operation (fadd...,
; fcmp, fpext, fptrunc, the math intrinsics) must read a subnormal input as
; the zero of its sign or +0.0; with such an output mode it may flush a
; subnormal result to that zero, or not; "dynamic" is the environment's
; mode, unknown.  "denormal-fp-math-f32" overrides it for float.  The
; sign-bit operations (fneg, fabs, copysign), bitcast and llvm.is.fpclass
; are not floating-point operations: they see the subnormal as it is.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: no counterexample
; CHECK: @src10/@tgt10: ERROR: value mismatch
; CHECK: @src11/@tgt11: no counterexample
; CHECK: @src12/@tgt12: ERROR: value mismatch
; CHECK: with the environment's denormal mode ieee
; CHECK: @src13/@tgt13: no counterexample
; CHECK: @src14/@tgt14: ERROR: value mismatch
; CHECK: 14 pairs: 7 without counterexample, 7 with a counterexample

declare float @llvm.fabs.f32(float)
declare double @llvm.fabs.f64(double)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.sqrt.f32(float)

; an input-flushing mode: a subnormal compares equal to zero
; llfuzz-input: @src1(float 0xB6A0000000000000)
define i1 @src1(float %x) "denormal-fp-math"="ieee,preserve-sign" {
  %c = fcmp oeq float %x, 0.0
  ret i1 %c
}
define i1 @tgt1(float %x) "denormal-fp-math"="ieee,preserve-sign" {
  %a = call float @llvm.fabs.f32(float %x)
  %c = fcmp olt float %a, 0x3810000000000000
  ret i1 %c
}

; ... which it does not under ieee
; llfuzz-input: @src2(float 0x36A0000000000000)
define i1 @src2(float %x) {
  %c = fcmp oeq float %x, 0.0
  ret i1 %c
}
define i1 @tgt2(float %x) {
  %a = call float @llvm.fabs.f32(float %x)
  %c = fcmp olt float %a, 0x3810000000000000
  ret i1 %c
}

; an output-flushing mode: a subnormal product may become the zero of
; its sign
; llfuzz-input: @src3(float 0xB810000000000000)
define float @src3(float %x) "denormal-fp-math"="preserve-sign,ieee" {
  %r = fmul float %x, 0.5
  ret float %r
}
define float @tgt3(float %x) "denormal-fp-math"="preserve-sign,ieee" {
  %r = fmul float %x, 0.5
  %s = call i1 @llvm.is.fpclass.f32(float %r, i32 144)
  %z = call float @llvm.copysign.f32(float 0.0, float %r)
  %f = select i1 %s, float %z, float %r
  ret float %f
}

; ... but not +0.0 when it is negative
; llfuzz-input: @src4(float 0xB810000000000000)
define float @src4(float %x) "denormal-fp-math"="preserve-sign,ieee" {
  %r = fmul float %x, 0.5
  ret float %r
}
define float @tgt4(float %x) "denormal-fp-math"="preserve-sign,ieee" {
  %r = fmul float %x, 0.5
  %s = call i1 @llvm.is.fpclass.f32(float %r, i32 144)
  %f = select i1 %s, float 0.0, float %r
  ret float %f
}

; positive-zero output: +0.0 it may be
; llfuzz-input: @src5(float 0xB810000000000000)
define float @src5(float %x) "denormal-fp-math"="positive-zero,ieee" {
  %r = fmul float %x, 0.5
  ret float %r
}
define float @tgt5(float %x) "denormal-fp-math"="positive-zero,ieee" {
  %r = fmul float %x, 0.5
  %s = call i1 @llvm.is.fpclass.f32(float %r, i32 144)
  %f = select i1 %s, float 0.0, float %r
  ret float %f
}

; ieee: a subnormal result stays
; llfuzz-input: @src6(float 0x3810000000000000)
define float @src6(float %x) {
  %r = fmul float %x, 0.5
  ret float %r
}
define float @tgt6(float %x) {
  %r = fmul float %x, 0.5
  %s = call i1 @llvm.is.fpclass.f32(float %r, i32 144)
  %f = select i1 %s, float 0.0, float %r
  ret float %f
}

; denormal-fp-math-f32 overrides the mode for float only...
; llfuzz-input: @src7(float 0x36A0000000000000)
define i1 @src7(float %x) "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,positive-zero" {
  %c = fcmp oeq float %x, 0.0
  ret i1 %c
}
define i1 @tgt7(float %x) "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,positive-zero" {
  %a = call float @llvm.fabs.f32(float %x)
  %c = fcmp olt float %a, 0x3810000000000000
  ret i1 %c
}

; ... doubles stay ieee
; llfuzz-input: @src8(double 0x0000000000000001)
define i1 @src8(double %x) "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,positive-zero" {
  %c = fcmp oeq double %x, 0.0
  ret i1 %c
}
define i1 @tgt8(double %x) "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,positive-zero" {
  %a = call double @llvm.fabs.f64(double %x)
  %c = fcmp olt double %a, 0x0010000000000000
  ret i1 %c
}

; fpext reads its float input under the float mode
; llfuzz-input: @src9(float 0x36A0000000000000)
define i1 @src9(float %x) "denormal-fp-math-f32"="ieee,preserve-sign" {
  %e = fpext float %x to double
  %c = fcmp oeq double %e, 0.0
  ret i1 %c
}
define i1 @tgt9(float %x) "denormal-fp-math-f32"="ieee,preserve-sign" {
  %c = fcmp oeq float %x, 0.0
  ret i1 %c
}

; ... where a bit test does not flush
; llfuzz-input: @src10(float 0x36A0000000000000)
define i1 @src10(float %x) "denormal-fp-math-f32"="ieee,preserve-sign" {
  %e = fpext float %x to double
  %c = fcmp oeq double %e, 0.0
  ret i1 %c
}
define i1 @tgt10(float %x) "denormal-fp-math-f32"="ieee,preserve-sign" {
  %a = call float @llvm.fabs.f32(float %x)
  %b = bitcast float %a to i32
  %c = icmp eq i32 %b, 0
  ret i1 %c
}

; dynamic input: a fold that needs a known mode is wrong, and one that
; holds in every mode is right
; llfuzz-input: @src11(float 0x36A0000000000000)
define float @src11(float %x) "denormal-fp-math"="dynamic,dynamic" {
  %r = call float @llvm.sqrt.f32(float %x)
  %s = fmul float %r, %r
  ret float %s
}
define float @tgt11(float %x) "denormal-fp-math"="dynamic,dynamic" {
  %r = call float @llvm.sqrt.f32(float %x)
  %s = fmul float %r, %r
  ret float %s
}

; llfuzz-input: @src12(float 0x36A0000000000000)
define i1 @src12(float %x) "denormal-fp-math"="dynamic,dynamic" {
  %c = fcmp oeq float %x, 0.0
  ret i1 %c
}
define i1 @tgt12(float %x) "denormal-fp-math"="dynamic,dynamic" {
  %a = call float @llvm.fabs.f32(float %x)
  %c = fcmp olt float %a, 0x3810000000000000
  ret i1 %c
}

; an operation may flush: removing one is right...
; llfuzz-input: @src13(float 0xB6A0000000000000)
define float @src13(float %x) "denormal-fp-math"="dynamic,ieee" {
  %r = fmul float %x, 1.0
  ret float %r
}
define float @tgt13(float %x) "denormal-fp-math"="dynamic,ieee" {
  ret float %x
}

; ... adding one is wrong: the value was not a result the mode may flush
; llfuzz-input: @src14(float 0xB6A0000000000000)
define float @src14(float %x) "denormal-fp-math"="dynamic,ieee" {
  ret float %x
}
define float @tgt14(float %x) "denormal-fp-math"="dynamic,ieee" {
  %r = fmul float %x, 1.0
  ret float %r
}
