; LangRef "Vector Reduction Intrinsics": integer reductions (a poison lane
; makes the result poison); fadd/fmul in order from the start value,
; except with `reassoc` (the order is free: fixed-unknown); fmax/fmin like
; maxnum/minnum (a signaling NaN: a NaN or the largest number),
; fmaximum/fminimum like maximum/minimum (any NaN: NaN).
;
; <add mul and or xor smax smin umax umin>
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry ints --args '<4 x i8> <i8 1, i8 -2, i8 3, i8 100>' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <9 x i8> <i8 102, i8 -88, i8 0, i8 -1, i8 -104, i8 100, i8 -2, i8 -2, i8 1>
; RUN: %llfuzz run %s --entry ints --args '<4 x i8> <i8 1, i8 poison, i8 3, i8 4>' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <9 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>
; and with a zero lane is 0 even if another lane is undef; add of undef is undef
; RUN: %llfuzz run %s --entry and_or --args '<3 x i8> <i8 0, i8 undef, i8 -1>' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <3 x i8> <i8 0, i8 -1, i8 undef>
; RUN: %llfuzz run %s --entry wide --args '<2 x i128> <i128 18446744073709551615, i128 1>' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <3 x i128> <i128 18446744073709551616, i128 18446744073709551615, i128 18446744073709551615>
; RUN: %llfuzz run %s --entry wide200 --args '<3 x i200> <i200 -1, i200 -1, i200 -1>' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <2 x i200> <i200 -3, i200 -1>
; RUN: %llfuzz run %s --entry bool --args '<4 x i1> <i1 true, i1 false, i1 true, i1 true>' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <3 x i1> <i1 false, i1 true, i1 true>
;
; fadd in order: (-0.0 + 2^66) + -2^66 + 1 is 1; reassoc: any order (2^66 + 1 - 2^66
; is 0)
; RUN: %llfuzz run %s --entry fadd --args 'float -0.0, <3 x float> <float 0x4410000000000000, float 0xC410000000000000, float 1.0>' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <2 x float> <float 1.0, float unknown>
; RUN: %llfuzz run %s --entry fadd --args 'float -0.0, <3 x float> <float 0x4410000000000000, float 0xC410000000000000, float 1.0>' --undef=zero | FileCheck %s --check-prefix=CHECK8
; CHECK8: <2 x float> <float 1.0, float 1.0>
; -0.0 is the neutral start value; +0.0 is not
; RUN: %llfuzz run %s --entry fadd --args 'float -0.0, <3 x float> <float -0.0, float -0.0, float -0.0>' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <2 x float> <float -0.0, float unknown>
; RUN: %llfuzz run %s --entry fadd --args 'float 0.0, <3 x float> <float -0.0, float -0.0, float -0.0>' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <2 x float> <float 0.0, float unknown>
; a NaN operand makes the result a NaN in any order
; RUN: %llfuzz run %s --entry fadd --args 'float 1.0, <3 x float> <float 2.0, float 0x7FF8000000000000, float 3.0>' | FileCheck %s --check-prefix=CHECK11
; CHECK11: <2 x float> <float nan(unknown), float nan(unknown)>
; RUN: %llfuzz run %s --entry fadd --args 'float 1.0, <3 x float> <float 2.0, float poison, float 3.0>' | FileCheck %s --check-prefix=CHECK12
; CHECK12: <2 x float> <float poison, float poison>
; reassoc with ninf: an order that overflows makes it poison
; RUN: %llfuzz run %s --entry fadd_ninf --args '<3 x float> <float 0x47EFFFFFE0000000, float 0x47EFFFFFE0000000, float 0xC7EFFFFFE0000000>' | FileCheck %s --check-prefix=CHECK13
; CHECK13: float poison
; RUN: %llfuzz run %s --entry fadd_ninf --args '<3 x float> <float 1.0, float 2.0, float 3.0>' | FileCheck %s --check-prefix=CHECK14
; CHECK14: float unknown
; RUN: %llfuzz run %s --entry fmul --args 'double 2.0, <2 x double> <double 3.0, double -0.5>' | FileCheck %s --check-prefix=CHECK15
; CHECK15: double -3.0
; RUN: %llfuzz run %s --entry fmul_80 --args 'x86_fp80 0xK3FFF8000000000000000, <2 x x86_fp80> <x86_fp80 0xK40008000000000000000, x86_fp80 0xK4000C000000000000000>' | FileCheck %s --check-prefix=CHECK16
; CHECK16: x86_fp80 6.0
; RUN: %llfuzz run %s --entry fadd_h --args '<4 x half> <half 0xH3C00, half 0xH1400, half 0xH1400, half 0xH1400>' | FileCheck %s --check-prefix=CHECK17
; CHECK17: half 1.0
;
; <fmax fmin fmaximum fminimum>
; RUN: %llfuzz run %s --entry fmaxes --args '<4 x float> <float 1.0, float -0.0, float 0.0, float -3.0>' | FileCheck %s --check-prefix=CHECK18
; CHECK18: <4 x float> <float 1.0, float -3.0, float 1.0, float -3.0>
; (LLVM 22's x86 backend gives -0.0 for the fmax: it does not order zeros)
; RUN: %llfuzz run %s --entry fmaxes --args '<4 x float> <float -0.0, float 0.0, float -0.0, float 0.0>' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <4 x float> <float 0.0, float -0.0, float 0.0, float -0.0>
; RUN: %llfuzz run %s --entry fmaxes --args '<4 x float> <float 1.0, float 0x7FF8000000000000, float 2.0, float 0x7FF8000000000000>' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <4 x float> <float 2.0, float 1.0, float nan(unknown), float nan(unknown)>
; RUN: %llfuzz run %s --entry fmaxes --args '<4 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>' | FileCheck %s --check-prefix=CHECK21
; CHECK21: <4 x float> <float nan(unknown), float nan(unknown), float nan(unknown), float nan(unknown)>
; a signaling NaN: a NaN or the extreme of the numbers; fmaximum: a NaN,
; maybe that signaling one unchanged (so the quiet bit is unknown too)
; RUN: %llfuzz run %s --entry fmaxes --args '<4 x float> <float 1.0, float 0x7FF4000000000000, float 2.0, float 3.0>' | FileCheck %s --check-prefix=CHECK22
; CHECK22: <4 x float> <float unknown, float unknown, float unknown, float unknown>
; nnan: NaN lanes are poison
; RUN: %llfuzz run %s --entry fmax_nnan --args '<2 x double> <double 1.0, double 0x7FF8000000000000>' | FileCheck %s --check-prefix=CHECK23
; CHECK23: double poison
; RUN: %llfuzz run %s --entry fmin_128 --args '<2 x fp128> <fp128 0xL00000000000000004000000000000000, fp128 0xL0000000000000000BFFF000000000000>' | FileCheck %s --check-prefix=CHECK24
; CHECK24: fp128 -1.0

define <9 x i8> @ints(<4 x i8> %v) {
  %a = call i8 @llvm.vector.reduce.add.v4i8(<4 x i8> %v)
  %b = call i8 @llvm.vector.reduce.mul.v4i8(<4 x i8> %v)
  %c = call i8 @llvm.vector.reduce.and.v4i8(<4 x i8> %v)
  %d = call i8 @llvm.vector.reduce.or.v4i8(<4 x i8> %v)
  %e = call i8 @llvm.vector.reduce.xor.v4i8(<4 x i8> %v)
  %f = call i8 @llvm.vector.reduce.smax.v4i8(<4 x i8> %v)
  %g = call i8 @llvm.vector.reduce.smin.v4i8(<4 x i8> %v)
  %h = call i8 @llvm.vector.reduce.umax.v4i8(<4 x i8> %v)
  %i = call i8 @llvm.vector.reduce.umin.v4i8(<4 x i8> %v)
  %v0 = insertelement <9 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <9 x i8> %v0, i8 %b, i32 1
  %v2 = insertelement <9 x i8> %v1, i8 %c, i32 2
  %v3 = insertelement <9 x i8> %v2, i8 %d, i32 3
  %v4 = insertelement <9 x i8> %v3, i8 %e, i32 4
  %v5 = insertelement <9 x i8> %v4, i8 %f, i32 5
  %v6 = insertelement <9 x i8> %v5, i8 %g, i32 6
  %v7 = insertelement <9 x i8> %v6, i8 %h, i32 7
  %v8 = insertelement <9 x i8> %v7, i8 %i, i32 8
  ret <9 x i8> %v8
}
define <3 x i8> @and_or(<3 x i8> %v) {
  %a = call i8 @llvm.vector.reduce.and.v3i8(<3 x i8> %v)
  %b = call i8 @llvm.vector.reduce.or.v3i8(<3 x i8> %v)
  %c = call i8 @llvm.vector.reduce.add.v3i8(<3 x i8> %v)
  %v0 = insertelement <3 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <3 x i8> %v0, i8 %b, i32 1
  %v2 = insertelement <3 x i8> %v1, i8 %c, i32 2
  ret <3 x i8> %v2
}
define <3 x i128> @wide(<2 x i128> %v) {
  %a = call i128 @llvm.vector.reduce.add.v2i128(<2 x i128> %v)
  %b = call i128 @llvm.vector.reduce.umax.v2i128(<2 x i128> %v)
  %c = call i128 @llvm.vector.reduce.mul.v2i128(<2 x i128> %v)
  %v0 = insertelement <3 x i128> poison, i128 %a, i32 0
  %v1 = insertelement <3 x i128> %v0, i128 %b, i32 1
  %v2 = insertelement <3 x i128> %v1, i128 %c, i32 2
  ret <3 x i128> %v2
}
define <2 x i200> @wide200(<3 x i200> %v) {
  %a = call i200 @llvm.vector.reduce.add.v3i200(<3 x i200> %v)
  %b = call i200 @llvm.vector.reduce.smin.v3i200(<3 x i200> %v)
  %v0 = insertelement <2 x i200> poison, i200 %a, i32 0
  %v1 = insertelement <2 x i200> %v0, i200 %b, i32 1
  ret <2 x i200> %v1
}
define <3 x i1> @bool(<4 x i1> %v) {
  %a = call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> %v)
  %b = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %v)
  %c = call i1 @llvm.vector.reduce.xor.v4i1(<4 x i1> %v)
  %v0 = insertelement <3 x i1> poison, i1 %a, i32 0
  %v1 = insertelement <3 x i1> %v0, i1 %b, i32 1
  %v2 = insertelement <3 x i1> %v1, i1 %c, i32 2
  ret <3 x i1> %v2
}
define <2 x float> @fadd(float %s, <3 x float> %v) {
  %a = call float @llvm.vector.reduce.fadd.v3f32(float %s, <3 x float> %v)
  %b = call reassoc float @llvm.vector.reduce.fadd.v3f32(float %s, <3 x float> %v)
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v1 = insertelement <2 x float> %v0, float %b, i32 1
  ret <2 x float> %v1
}
define float @fadd_ninf(<3 x float> %v) {
  %r = call reassoc ninf float @llvm.vector.reduce.fadd.v3f32(float -0.0, <3 x float> %v)
  ret float %r
}
define double @fmul(double %s, <2 x double> %v) {
  %r = call double @llvm.vector.reduce.fmul.v2f64(double %s, <2 x double> %v)
  ret double %r
}
define x86_fp80 @fmul_80(x86_fp80 %s, <2 x x86_fp80> %v) {
  %r = call x86_fp80 @llvm.vector.reduce.fmul.v2f80(x86_fp80 %s, <2 x x86_fp80> %v)
  ret x86_fp80 %r
}
define half @fadd_h(<4 x half> %v) {
  %r = call half @llvm.vector.reduce.fadd.v4f16(half -0.0, <4 x half> %v)
  ret half %r
}
define <4 x float> @fmaxes(<4 x float> %v) {
  %a = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %v)
  %b = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %v)
  %c = call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> %v)
  %d = call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> %v)
  %v0 = insertelement <4 x float> poison, float %a, i32 0
  %v1 = insertelement <4 x float> %v0, float %b, i32 1
  %v2 = insertelement <4 x float> %v1, float %c, i32 2
  %v3 = insertelement <4 x float> %v2, float %d, i32 3
  ret <4 x float> %v3
}
define double @fmax_nnan(<2 x double> %v) {
  %r = call nnan double @llvm.vector.reduce.fmax.v2f64(<2 x double> %v)
  ret double %r
}
define fp128 @fmin_128(<2 x fp128> %v) {
  %r = call fp128 @llvm.vector.reduce.fmin.v2f128(<2 x fp128> %v)
  ret fp128 %r
}

declare i8 @llvm.vector.reduce.add.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.mul.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.and.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.or.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.xor.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.smax.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.smin.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.umax.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.umin.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.and.v3i8(<3 x i8>)
declare i8 @llvm.vector.reduce.or.v3i8(<3 x i8>)
declare i8 @llvm.vector.reduce.add.v3i8(<3 x i8>)
declare i128 @llvm.vector.reduce.add.v2i128(<2 x i128>)
declare i128 @llvm.vector.reduce.umax.v2i128(<2 x i128>)
declare i128 @llvm.vector.reduce.mul.v2i128(<2 x i128>)
declare i200 @llvm.vector.reduce.add.v3i200(<3 x i200>)
declare i200 @llvm.vector.reduce.smin.v3i200(<3 x i200>)
declare i1 @llvm.vector.reduce.and.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.xor.v4i1(<4 x i1>)
declare float @llvm.vector.reduce.fadd.v3f32(float, <3 x float>)
declare double @llvm.vector.reduce.fmul.v2f64(double, <2 x double>)
declare x86_fp80 @llvm.vector.reduce.fmul.v2f80(x86_fp80, <2 x x86_fp80>)
declare half @llvm.vector.reduce.fadd.v4f16(half, <4 x half>)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
declare float @llvm.vector.reduce.fmin.v4f32(<4 x float>)
declare float @llvm.vector.reduce.fmaximum.v4f32(<4 x float>)
declare float @llvm.vector.reduce.fminimum.v4f32(<4 x float>)
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>)
declare fp128 @llvm.vector.reduce.fmin.v2f128(<2 x fp128>)
