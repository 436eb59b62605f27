; LangRef "'llvm.minnum.*'" .. "'llvm.maximumnum.*'" (LLVM 22: minnum of a
; signaling NaN is a NaN -- or the other operand, since a signaling NaN may
; be treated as quiet; -0.0 < +0.0 for all six), "'llvm.fabs.*'",
; "'llvm.copysign.*'" (the sign bit only, NaN payloads kept) and
; "'llvm.canonicalize.*'"; all formats, vectors, poison, nsz.
;
; the six on (qNaN, 1.0): <minnum maxnum minimum maximum minimumnum maximumnum>
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry six_f --args 'float 0x7FF8000000000000, float 1.0' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <6 x float> <float 1.0, float 1.0, float nan(unknown), float nan(unknown), float 1.0, float 1.0>
; RUN: %llfuzz run %s --entry six_f --args 'float 1.0, float 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <6 x float> <float 1.0, float 1.0, float nan(unknown), float nan(unknown), float 1.0, float 1.0>
; a signaling NaN: minnum gives a NaN or 1.0 (fixed-unknown); minimumnum 1.0
; RUN: %llfuzz run %s --entry six_f --args 'float 0x7FF4000000000000, float 1.0' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <6 x float> <float unknown, float unknown, float unknown, float unknown, float 1.0, float 1.0>
; RUN: %llfuzz run %s --entry six_f --args 'float 0x7FF4000000000000, float 1.0' --undef=zero | FileCheck %s --check-prefix=CHECK4
; CHECK4: <6 x float> <float nan(0x7FC00000), float nan(0x7FC00000), float nan(0x7FC00000), float nan(0x7FC00000), float 1.0, float 1.0>
; RUN: %llfuzz run %s --entry six_f --args 'float 0x7FF8000000000000, float 0x7FF4000000000000' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <6 x float> <float unknown, float unknown, float unknown, float unknown, float unknown, float unknown>
; -0.0 < +0.0 for all six (LLVM 22's x86 backend still returns -0.0 for
; maxnum(-0.0, +0.0) and +0.0 for minnum(+0.0, -0.0): not what LangRef 22 says)
; RUN: %llfuzz run %s --entry six_f --args 'float -0.0, float 0.0' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <6 x float> <float -0.0, float 0.0, float -0.0, float 0.0, float -0.0, float 0.0>
; RUN: %llfuzz run %s --entry six_f --args 'float 0.0, float -0.0' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <6 x float> <float -0.0, float 0.0, float -0.0, float 0.0, float -0.0, float 0.0>
; RUN: %llfuzz run %s --entry six_f --args 'float -2.5, float 0xFFF0000000000000' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <6 x float> <float -inf, float -2.5, float -inf, float -2.5, float -inf, float -2.5>
; RUN: %llfuzz run %s --entry six_f --args 'float poison, float 1.0' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <6 x float> <float poison, float poison, float poison, float poison, float poison, float poison>
; nsz: the sign of a zero result is not known
; RUN: %llfuzz run %s --entry minnum_nsz --args 'float -0.0, float 0.0' | FileCheck %s --check-prefix=CHECK10
; CHECK10: float unknown
; nnan: a NaN operand is poison
; RUN: %llfuzz run %s --entry maxnum_nnan --args 'double 0x7FF8000000000000, double 1.0' | FileCheck %s --check-prefix=CHECK11
; CHECK11: double poison
; other formats
; RUN: %llfuzz run %s --entry minmax_h --args 'half 0xH3C00, half 0xHC000' | FileCheck %s --check-prefix=CHECK12
; CHECK12: <2 x half> <half -2.0, half 1.0>
; RUN: %llfuzz run %s --entry minmax_bf --args 'bfloat 0xR8000, bfloat 0xR0000' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <2 x bfloat> <bfloat -0.0, bfloat 0.0>
; RUN: %llfuzz run %s --entry minmax_80 --args 'x86_fp80 0xK3FFF8000000000000001, x86_fp80 0xK3FFF8000000000000000' | FileCheck %s --check-prefix=CHECK14
; CHECK14: <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 1.0000000000000000001>
; RUN: %llfuzz run %s --entry minmax_128 --args 'fp128 0xL00000000000000007FFF800000000000, fp128 0xL0000000000000000BFFF000000000000' | FileCheck %s --check-prefix=CHECK15
; CHECK15: <2 x fp128> <fp128 -1.0, fp128 nan(unknown)>
; RUN: %llfuzz run %s --entry maxnum_v --args '<4 x double> <double 1.0, double poison, double 0x7FF8000000000000, double 3.0>, <4 x double> <double 2.0, double 1.0, double 5.0, double 0x7FF8000000000000>' | FileCheck %s --check-prefix=CHECK16
; CHECK16: <4 x double> <double 2.0, double poison, double 5.0, double 3.0>
;
; fabs and copysign keep NaN payloads and signaling bits
; RUN: %llfuzz run %s --entry signs --args 'float 0xFFF4000000000000, float 2.0' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <3 x float> <float nan(0x7FA00000), float nan(0x7FA00000), float -2.0>
; RUN: %llfuzz run %s --entry signs --args 'float -3.0, float -0.0' | FileCheck %s --check-prefix=CHECK18
; CHECK18: <3 x float> <float 3.0, float -3.0, float -0.0>
; RUN: %llfuzz run %s --entry signs --args 'float -3.0, float poison' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <3 x float> <float 3.0, float poison, float poison>
; unknown bits stay where they are: fabs of undef has a 0 sign bit
; RUN: %llfuzz run %s --entry fabs_bits --args 'float undef' | FileCheck %s --check-prefix=CHECK20
; CHECK20: i32 0b0???????????????????????????????
; copysign from an undef sign: only the sign bit is undef
; RUN: %llfuzz run %s --entry copysign_bits --args 'float undef' | FileCheck %s --check-prefix=CHECK21
; CHECK21: i32 0b?0111111100000000000000000000000
; RUN: %llfuzz run %s --entry signs80 --args 'x86_fp80 0xKBFFF8000000000000000' | FileCheck %s --check-prefix=CHECK22
; CHECK22: <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 -1.0>
; RUN: %llfuzz run %s --entry signs128 --args 'fp128 0xL0000000000000000BFFF000000000000' | FileCheck %s --check-prefix=CHECK23
; CHECK23: <2 x fp128> <fp128 1.0, fp128 -1.0>
;
; canonicalize: a value is itself (subnormals kept); a NaN keeps its
; payload, a signaling one is quieted; its sign is not specified
; RUN: %llfuzz run %s --entry canon --args 'double 0x000FFFFFFFFFFFFF' | FileCheck %s --check-prefix=CHECK24
; CHECK24: double 2.225073858507201e-308
; RUN: %llfuzz run %s --entry canon --args 'double -0.0' | FileCheck %s --check-prefix=CHECK25
; CHECK25: double -0.0
; RUN: %llfuzz run %s --entry canon_bits --args 'double 0x7FF4000000000123' | FileCheck %s --check-prefix=CHECK26
; CHECK26: i64 0b*111111111111100000000000000000000000000000000000000000100100011
; RUN: %llfuzz run %s --entry canon_bits --args 'double 0x7FF4000000000123' --undef=zero | FileCheck %s --check-prefix=CHECK27
; CHECK27: i64 9222246136947933475
; RUN: %llfuzz run %s --entry canon80 --args 'x86_fp80 0xK00018000000000000000' | FileCheck %s --check-prefix=CHECK28
; CHECK28: x86_fp80 3.3621031431120935063e-4932
; a pseudo-denormal x86_fp80 is not canonical: what the x87 makes of it is left unknown
; RUN: %llfuzz run %s --entry canon80 --args 'x86_fp80 0xK00008000000000000000' | FileCheck %s --check-prefix=CHECK29
; CHECK29: x86_fp80 unknown

define <6 x float> @six_f(float %a, float %b) {
  %r0 = call float @llvm.minnum.f32(float %a, float %b)
  %r1 = call float @llvm.maxnum.f32(float %a, float %b)
  %r2 = call float @llvm.minimum.f32(float %a, float %b)
  %r3 = call float @llvm.maximum.f32(float %a, float %b)
  %r4 = call float @llvm.minimumnum.f32(float %a, float %b)
  %r5 = call float @llvm.maximumnum.f32(float %a, float %b)
  %v0 = insertelement <6 x float> poison, float %r0, i32 0
  %v1 = insertelement <6 x float> %v0, float %r1, i32 1
  %v2 = insertelement <6 x float> %v1, float %r2, i32 2
  %v3 = insertelement <6 x float> %v2, float %r3, i32 3
  %v4 = insertelement <6 x float> %v3, float %r4, i32 4
  %v5 = insertelement <6 x float> %v4, float %r5, i32 5
  ret <6 x float> %v5
}
define float @minnum_nsz(float %a, float %b) {
  %r = call nsz float @llvm.minnum.f32(float %a, float %b)
  ret float %r
}
define double @maxnum_nnan(double %a, double %b) {
  %r = call nnan double @llvm.maxnum.f64(double %a, double %b)
  ret double %r
}
define <2 x half> @minmax_h(half %a, half %b) {
  %x = call half @llvm.minimum.f16(half %a, half %b)
  %y = call half @llvm.maximumnum.f16(half %a, half %b)
  %v0 = insertelement <2 x half> poison, half %x, i32 0
  %v1 = insertelement <2 x half> %v0, half %y, i32 1
  ret <2 x half> %v1
}
define <2 x bfloat> @minmax_bf(bfloat %a, bfloat %b) {
  %x = call bfloat @llvm.minnum.bf16(bfloat %a, bfloat %b)
  %y = call bfloat @llvm.maxnum.bf16(bfloat %a, bfloat %b)
  %v0 = insertelement <2 x bfloat> poison, bfloat %x, i32 0
  %v1 = insertelement <2 x bfloat> %v0, bfloat %y, i32 1
  ret <2 x bfloat> %v1
}
define <2 x x86_fp80> @minmax_80(x86_fp80 %a, x86_fp80 %b) {
  %x = call x86_fp80 @llvm.minnum.f80(x86_fp80 %a, x86_fp80 %b)
  %y = call x86_fp80 @llvm.maximum.f80(x86_fp80 %a, x86_fp80 %b)
  %v0 = insertelement <2 x x86_fp80> poison, x86_fp80 %x, i32 0
  %v1 = insertelement <2 x x86_fp80> %v0, x86_fp80 %y, i32 1
  ret <2 x x86_fp80> %v1
}
define <2 x fp128> @minmax_128(fp128 %a, fp128 %b) {
  %x = call fp128 @llvm.minimumnum.f128(fp128 %a, fp128 %b)
  %y = call fp128 @llvm.maximum.f128(fp128 %a, fp128 %b)
  %v0 = insertelement <2 x fp128> poison, fp128 %x, i32 0
  %v1 = insertelement <2 x fp128> %v0, fp128 %y, i32 1
  ret <2 x fp128> %v1
}
define <4 x double> @maxnum_v(<4 x double> %a, <4 x double> %b) {
  %r = call <4 x double> @llvm.maxnum.v4f64(<4 x double> %a, <4 x double> %b)
  ret <4 x double> %r
}
define <3 x float> @signs(float %a, float %b) {
  %x = call float @llvm.fabs.f32(float %a)
  %y = call float @llvm.copysign.f32(float %a, float %b)
  %z = call float @llvm.copysign.f32(float %b, float %a)
  %v0 = insertelement <3 x float> poison, float %x, i32 0
  %v1 = insertelement <3 x float> %v0, float %y, i32 1
  %v2 = insertelement <3 x float> %v1, float %z, i32 2
  ret <3 x float> %v2
}
define i32 @fabs_bits(float %a) {
  %x = call float @llvm.fabs.f32(float %a)
  %i = bitcast float %x to i32
  ret i32 %i
}
define i32 @copysign_bits(float %a) {
  %x = call float @llvm.copysign.f32(float 1.0, float %a)
  %i = bitcast float %x to i32
  ret i32 %i
}
define <2 x x86_fp80> @signs80(x86_fp80 %a) {
  %x = call x86_fp80 @llvm.fabs.f80(x86_fp80 %a)
  %y = call x86_fp80 @llvm.copysign.f80(x86_fp80 %x, x86_fp80 %a)
  %v0 = insertelement <2 x x86_fp80> poison, x86_fp80 %x, i32 0
  %v1 = insertelement <2 x x86_fp80> %v0, x86_fp80 %y, i32 1
  ret <2 x x86_fp80> %v1
}
define <2 x fp128> @signs128(fp128 %a) {
  %x = call fp128 @llvm.fabs.f128(fp128 %a)
  %y = call fp128 @llvm.copysign.f128(fp128 %x, fp128 %a)
  %v0 = insertelement <2 x fp128> poison, fp128 %x, i32 0
  %v1 = insertelement <2 x fp128> %v0, fp128 %y, i32 1
  ret <2 x fp128> %v1
}
define double @canon(double %a) {
  %r = call double @llvm.canonicalize.f64(double %a)
  ret double %r
}
define i64 @canon_bits(double %a) {
  %r = call double @llvm.canonicalize.f64(double %a)
  %i = bitcast double %r to i64
  ret i64 %i
}
define x86_fp80 @canon80(x86_fp80 %a) {
  %r = call x86_fp80 @llvm.canonicalize.f80(x86_fp80 %a)
  ret x86_fp80 %r
}

declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
declare float @llvm.minimumnum.f32(float, float)
declare float @llvm.maximumnum.f32(float, float)
declare double @llvm.maxnum.f64(double, double)
declare half @llvm.minimum.f16(half, half)
declare half @llvm.maximumnum.f16(half, half)
declare bfloat @llvm.minnum.bf16(bfloat, bfloat)
declare bfloat @llvm.maxnum.bf16(bfloat, bfloat)
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80)
declare x86_fp80 @llvm.maximum.f80(x86_fp80, x86_fp80)
declare fp128 @llvm.minimumnum.f128(fp128, fp128)
declare fp128 @llvm.maximum.f128(fp128, fp128)
declare <4 x double> @llvm.maxnum.v4f64(<4 x double>, <4 x double>)
declare float @llvm.fabs.f32(float)
declare float @llvm.copysign.f32(float, float)
declare x86_fp80 @llvm.fabs.f80(x86_fp80)
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80)
declare fp128 @llvm.fabs.f128(fp128)
declare fp128 @llvm.copysign.f128(fp128, fp128)
declare double @llvm.canonicalize.f64(double)
declare x86_fp80 @llvm.canonicalize.f80(x86_fp80)
