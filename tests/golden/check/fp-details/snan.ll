; LangRef "Behavior of Floating-Point NaN values": bitcast, fneg, llvm.fabs
; and llvm.copysign are not floating-point math operations -- they act on
; the bits and change nothing but the sign, so a signaling NaN stays one,
; payload and all.  A math operation (fmul, fpext, fptrunc...) that returns
; a NaN may quiet it, keep it, or give the preferred NaN, with any sign;
; llvm.canonicalize quiets it.  The bits are observed through bitcast and
; llvm.is.fpclass; a returned NaN matches any NaN, except that a signaling
; NaN does not match one the source has quiet for sure.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: input:  float 0x7FF4000000000000
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: value mismatch
; CHECK: @src10/@tgt10: no counterexample
; CHECK: @src11/@tgt11: ERROR: value mismatch
; CHECK: target: float nan(0x7FA00000)
; CHECK: @src12/@tgt12: no counterexample
; CHECK: 12 pairs: 7 without counterexample, 5 with a counterexample

declare float @llvm.fabs.f32(float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.canonicalize.f32(float)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare i1 @llvm.is.fpclass.f64(double, i32)

; fneg twice is the value itself, a signaling NaN included
; llfuzz-input: @src1(float 0xFFF4000000000000)
define i32 @src1(float %x) {
  %a = fneg float %x
  %b = fneg float %a
  %i = bitcast float %b to i32
  ret i32 %i
}
define i32 @tgt1(float %x) {
  %i = bitcast float %x to i32
  ret i32 %i
}

; fneg is not `fsub -0.0, x`: the subtraction may quiet a signaling NaN
; llfuzz-input: @src2(float 0x7FF4000000000000)
define i32 @src2(float %x) {
  %a = fneg float %x
  %i = bitcast float %a to i32
  ret i32 %i
}
define i32 @tgt2(float %x) {
  %a = fsub float -0.0, %x
  %i = bitcast float %a to i32
  ret i32 %i
}

; fabs and copysign are bit operations
; llfuzz-input: @src3(float 0xFFF4000000000000, float 1.0)
define i32 @src3(float %x, float %y) {
  %a = call float @llvm.fabs.f32(float %x)
  %c = call float @llvm.copysign.f32(float %a, float %y)
  %i = bitcast float %c to i32
  ret i32 %i
}
define i32 @tgt3(float %x, float %y) {
  %xi = bitcast float %x to i32
  %yi = bitcast float %y to i32
  %m = and i32 %xi, 2147483647
  %s = and i32 %yi, -2147483648
  %i = or i32 %m, %s
  ret i32 %i
}

; a math operation may keep a signaling NaN unchanged ("fmul SNaN, 1.0
; may be simplified to SNaN"), and x * 1.0 is x otherwise
; llfuzz-input: @src4(float 0x7FF4000000000000)
define i32 @src4(float %x) {
  %m = fmul float %x, 1.0
  %i = bitcast float %m to i32
  ret i32 %i
}
define i32 @tgt4(float %x) {
  %i = bitcast float %x to i32
  ret i32 %i
}

; ... but only may: the other way it is wrong
; llfuzz-input: @src5(float 0x7FF4000000000000)
define i32 @src5(float %x) {
  %i = bitcast float %x to i32
  ret i32 %i
}
define i32 @tgt5(float %x) {
  %m = fmul float %x, 1.0
  %i = bitcast float %m to i32
  ret i32 %i
}

; canonicalize never returns a signaling NaN
; llfuzz-input: @src6(float 0xFFF4000000000000)
define i1 @src6(float %x) {
  %c = call float @llvm.canonicalize.f32(float %x)
  %s = call i1 @llvm.is.fpclass.f32(float %c, i32 1)
  ret i1 %s
}
define i1 @tgt6(float %x) {
  ret i1 false
}

; fpext of a signaling NaN is a NaN, quiet or (unchanged propagation) not
; llfuzz-input: @src7(float 0x7FF4000000000000)
define i1 @src7(float %x) {
  %e = fpext float %x to double
  %n = call i1 @llvm.is.fpclass.f64(double %e, i32 3)
  ret i1 %n
}
define i1 @tgt7(float %x) {
  %n = fcmp uno float %x, 0.0
  ret i1 %n
}

; a signaling NaN in, a quiet one out of canonicalize
; llfuzz-input: @src8(float 0x7FF4000000000000)
define i1 @src8(float %x) {
  %c = call float @llvm.canonicalize.f32(float %x)
  %s = call i1 @llvm.is.fpclass.f32(float %c, i32 1)
  ret i1 %s
}
define i1 @tgt8(float %x) {
  %s = call i1 @llvm.is.fpclass.f32(float %x, i32 1)
  ret i1 %s
}

; fptrunc of a quiet NaN cannot give a signaling one (no input is)
; llfuzz-input: @src9(double 0x7FF8000000000001)
define i1 @src9(double %x) {
  %t = fptrunc double %x to float
  %s = call i1 @llvm.is.fpclass.f32(float %t, i32 1)
  ret i1 %s
}
define i1 @tgt9(double %x) {
  %s = fcmp uno double %x, 0.0
  ret i1 %s
}

; fpext of a signaling NaN may stay signaling ("the quiet bit and payload
; are copied from any input operand that is a NaN"; it was a false value
; mismatch: llfuzz quieted it always)
; llfuzz-input: @src10(float 0x7FF4000000000000)
define i1 @src10(float %x) {
  %e = fpext float %x to double
  %s = call i1 @llvm.is.fpclass.f64(double %e, i32 1)
  ret i1 %s
}
define i1 @tgt10(float %x) {
  %s = call i1 @llvm.is.fpclass.f32(float %x, i32 1)
  ret i1 %s
}

; a returned NaN: canonicalize's is quiet, a signaling one is not it
; llfuzz-input: @src11(float 0x7FF4000000000000)
define float @src11(float %x) {
  %c = call float @llvm.canonicalize.f32(float %x)
  ret float %c
}
define float @tgt11(float %x) {
  ret float %x
}

; ... while fadd's may be either
; llfuzz-input: @src12(float 0x7FF4000000000000)
define float @src12(float %x) {
  %c = fadd float %x, -0.0
  ret float %c
}
define float @tgt12(float %x) {
  ret float %x
}
