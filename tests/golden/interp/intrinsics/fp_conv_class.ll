; LangRef "'llvm.is.fpclass' Intrinsic" (a test of the encoding, decided
; with unknown bits when all the possible classes agree),
; "'llvm.fptoui.sat.*'" / "'llvm.fptosi.sat.*'" (NaN is 0, out of range
; clamps), "'llvm.convert.to.fp16'" / "'llvm.convert.from.fp16'",
; "'llvm.fptrunc.round'" (the rounding mode of its metadata) and
; "'llvm.arithmetic.fence'".
;
; classes: <nan, snan, inf, -normal, subnormal, zero, +zero, normal|zero, none, all>
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry classes --args 'double 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <10 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>
; RUN: %llfuzz run %s --entry classes --args 'double 0x7FF0000000000001' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <10 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>
; RUN: %llfuzz run %s --entry classes --args 'double 0xFFF0000000000000' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <10 x i1> <i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>
; RUN: %llfuzz run %s --entry classes --args 'double -1.5' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <10 x i1> <i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 false, i1 true>
; RUN: %llfuzz run %s --entry classes --args 'double 0x8000000000000001' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <10 x i1> <i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true>
; RUN: %llfuzz run %s --entry classes --args 'double -0.0' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <10 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true>
; RUN: %llfuzz run %s --entry classes --args 'double poison' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <10 x i1> <i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison>
; an undef double may be anything: only the tests of none/all classes are known
; RUN: %llfuzz run %s --entry classes --args 'double undef' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <10 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 false, i1 true>
; a NaN whose sign and payload are unknown (sqrt(-1)) is still a quiet NaN
; RUN: %llfuzz run %s --entry nan_class --args 'float -1.0' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <2 x i1> <i1 true, i1 false>
; other formats
; RUN: %llfuzz run %s --entry class_h --args 'half 0xH0001' | FileCheck %s --check-prefix=CHECK10
; CHECK10: i1 true
; RUN: %llfuzz run %s --entry class_80 --args '<2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0xK00000000000000000001>' | FileCheck %s --check-prefix=CHECK11
; CHECK11: <2 x i1> <i1 true, i1 false>
; RUN: %llfuzz run %s --entry class_128 --args 'fp128 0xL00000000000000007FFF000000000000' | FileCheck %s --check-prefix=CHECK12
; CHECK12: i1 true
;
; RUN: %llfuzz run %s --entry sat8 --args 'float 123.875' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <2 x i8> <i8 123, i8 123>
; RUN: %llfuzz run %s --entry sat8 --args 'float -5.75' | FileCheck %s --check-prefix=CHECK14
; CHECK14: <2 x i8> <i8 0, i8 -5>
; RUN: %llfuzz run %s --entry sat8 --args 'float 377.0' | FileCheck %s --check-prefix=CHECK15
; CHECK15: <2 x i8> <i8 -1, i8 127>
; RUN: %llfuzz run %s --entry sat8 --args 'float -130.75' | FileCheck %s --check-prefix=CHECK16
; CHECK16: <2 x i8> <i8 0, i8 -128>
; RUN: %llfuzz run %s --entry sat8 --args 'float 0xFFF8000000000000' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <2 x i8> <i8 0, i8 0>
; RUN: %llfuzz run %s --entry sat8 --args 'float 0x7FF0000000000000' | FileCheck %s --check-prefix=CHECK18
; CHECK18: <2 x i8> <i8 -1, i8 127>
; -2^200 clamps to -2^99 and -2^199
; RUN: %llfuzz run %s --entry sat_wide --args 'fp128 0xL0000000000000000C0C7000000000000' | FileCheck %s --check-prefix=CHECK19
; CHECK19: { i100, i200 } { i100 -633825300114114700748351602688, i200 -803469022129495137770981046170581301261101496891396417650688 }
; RUN: %llfuzz run %s --entry sat_v --args '<2 x half> <half 0xH7BFF, half poison>' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <2 x i16> <i16 32767, i16 poison>
;
; RUN: %llfuzz run %s --entry to16 --args 'float 65520.0' | FileCheck %s --check-prefix=CHECK21
; CHECK21: i16 31744
; RUN: %llfuzz run %s --entry to16 --args 'float 1.0' | FileCheck %s --check-prefix=CHECK22
; CHECK22: i16 15360
; RUN: %llfuzz run %s --entry to16 --args 'float 0x3E70000000000000' | FileCheck %s --check-prefix=CHECK23
; CHECK23: i16 1
; RUN: %llfuzz run %s --entry to16d --args 'double 0x3F0FFC0000000001' | FileCheck %s --check-prefix=CHECK24
; CHECK24: i16 1024
; the NaN of a conversion follows the NaN rules
; RUN: %llfuzz run %s --entry to16 --args 'float 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK25
; CHECK25: i16 0b*111111*********
; RUN: %llfuzz run %s --entry from16 --args 'i16 -1024' | FileCheck %s --check-prefix=CHECK26
; CHECK26: <2 x float> <float -inf, float poison>
; RUN: %llfuzz run %s --entry from16 --args 'i16 1' | FileCheck %s --check-prefix=CHECK27
; CHECK27: <2 x float> <float 5.9604645e-8, float 5.9604645e-8>
; RUN: %llfuzz run %s --entry from16d --args 'i16 15361' | FileCheck %s --check-prefix=CHECK28
; CHECK28: double 1.0009765625
;
; fptrunc.round: toward zero, up, down
; RUN: %llfuzz run %s --entry truncr --args 'double 0x3FF0000000000001' | FileCheck %s --check-prefix=CHECK29
; CHECK29: <3 x float> <float 1.0, float 1.0000001, float 1.0>
; RUN: %llfuzz run %s --entry truncr --args 'double 0xBFF0000000000001' | FileCheck %s --check-prefix=CHECK30
; CHECK30: <3 x float> <float -1.0, float -1.0, float -1.0000001>
; RUN: %llfuzz run %s --entry truncr --args 'double 1.0e300' | FileCheck %s --check-prefix=CHECK31
; CHECK31: <3 x float> <float 3.4028235e+38, float inf, float 3.4028235e+38>
; RUN: %llfuzz run %s --entry fence --args 'float 2.5' | FileCheck %s --check-prefix=CHECK32
; CHECK32: float 2.5

define <10 x i1> @classes(double %x) {
  %c0 = call i1 @llvm.is.fpclass.f64(double %x, i32 3)
  %c1 = call i1 @llvm.is.fpclass.f64(double %x, i32 1)
  %c2 = call i1 @llvm.is.fpclass.f64(double %x, i32 516)
  %c3 = call i1 @llvm.is.fpclass.f64(double %x, i32 8)
  %c4 = call i1 @llvm.is.fpclass.f64(double %x, i32 144)
  %c5 = call i1 @llvm.is.fpclass.f64(double %x, i32 96)
  %c6 = call i1 @llvm.is.fpclass.f64(double %x, i32 64)
  %c7 = call i1 @llvm.is.fpclass.f64(double %x, i32 360)
  %c8 = call i1 @llvm.is.fpclass.f64(double %x, i32 0)
  %c9 = call i1 @llvm.is.fpclass.f64(double %x, i32 1023)
  %v0 = insertelement <10 x i1> poison, i1 %c0, i32 0
  %v1 = insertelement <10 x i1> %v0, i1 %c1, i32 1
  %v2 = insertelement <10 x i1> %v1, i1 %c2, i32 2
  %v3 = insertelement <10 x i1> %v2, i1 %c3, i32 3
  %v4 = insertelement <10 x i1> %v3, i1 %c4, i32 4
  %v5 = insertelement <10 x i1> %v4, i1 %c5, i32 5
  %v6 = insertelement <10 x i1> %v5, i1 %c6, i32 6
  %v7 = insertelement <10 x i1> %v6, i1 %c7, i32 7
  %v8 = insertelement <10 x i1> %v7, i1 %c8, i32 8
  %v9 = insertelement <10 x i1> %v8, i1 %c9, i32 9
  ret <10 x i1> %v9
}
define <2 x i1> @nan_class(float %x) {
  %n = call float @llvm.sqrt.f32(float %x)
  %a = call i1 @llvm.is.fpclass.f32(float %n, i32 2)
  %b = call i1 @llvm.is.fpclass.f32(float %n, i32 1020)
  %v0 = insertelement <2 x i1> poison, i1 %a, i32 0
  %v1 = insertelement <2 x i1> %v0, i1 %b, i32 1
  ret <2 x i1> %v1
}
define i1 @class_h(half %x) {
  %r = call i1 @llvm.is.fpclass.f16(half %x, i32 128)
  ret i1 %r
}
define <2 x i1> @class_80(<2 x x86_fp80> %x) {
  %r = call <2 x i1> @llvm.is.fpclass.v2f80(<2 x x86_fp80> %x, i32 2)
  ret <2 x i1> %r
}
define i1 @class_128(fp128 %x) {
  %r = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 512)
  ret i1 %r
}
define <2 x i8> @sat8(float %x) {
  %a = call i8 @llvm.fptoui.sat.i8.f32(float %x)
  %b = call i8 @llvm.fptosi.sat.i8.f32(float %x)
  %v0 = insertelement <2 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <2 x i8> %v0, i8 %b, i32 1
  ret <2 x i8> %v1
}
define { i100, i200 } @sat_wide(fp128 %x) {
  %a = call i100 @llvm.fptosi.sat.i100.f128(fp128 %x)
  %b = call i200 @llvm.fptosi.sat.i200.f128(fp128 %x)
  %s0 = insertvalue { i100, i200 } poison, i100 %a, 0
  %s1 = insertvalue { i100, i200 } %s0, i200 %b, 1
  ret { i100, i200 } %s1
}
define <2 x i16> @sat_v(<2 x half> %x) {
  %r = call <2 x i16> @llvm.fptosi.sat.v2i16.v2f16(<2 x half> %x)
  ret <2 x i16> %r
}
define i16 @to16(float %x) {
  %r = call i16 @llvm.convert.to.fp16.f32(float %x)
  ret i16 %r
}
define i16 @to16d(double %x) {
  %r = call i16 @llvm.convert.to.fp16.f64(double %x)
  ret i16 %r
}
define <2 x float> @from16(i16 %x) {
  %a = call float @llvm.convert.from.fp16.f32(i16 %x)
  %b = call ninf float @llvm.convert.from.fp16.f32(i16 %x)
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v1 = insertelement <2 x float> %v0, float %b, i32 1
  ret <2 x float> %v1
}
define double @from16d(i16 %x) {
  %r = call double @llvm.convert.from.fp16.f64(i16 %x)
  ret double %r
}
define <3 x float> @truncr(double %x) {
  %a = call float @llvm.fptrunc.round.f32.f64(double %x, metadata !"round.towardzero")
  %b = call float @llvm.fptrunc.round.f32.f64(double %x, metadata !"round.upward")
  %c = call float @llvm.fptrunc.round.f32.f64(double %x, metadata !"round.downward")
  %v0 = insertelement <3 x float> poison, float %a, i32 0
  %v1 = insertelement <3 x float> %v0, float %b, i32 1
  %v2 = insertelement <3 x float> %v1, float %c, i32 2
  ret <3 x float> %v2
}
define float @fence(float %x) {
  %r = call float @llvm.arithmetic.fence.f32(float %x)
  ret float %r
}

declare i1 @llvm.is.fpclass.f64(double, i32)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare i1 @llvm.is.fpclass.f16(half, i32)
declare <2 x i1> @llvm.is.fpclass.v2f80(<2 x x86_fp80>, i32)
declare i1 @llvm.is.fpclass.f128(fp128, i32)
declare float @llvm.sqrt.f32(float)
declare i8 @llvm.fptoui.sat.i8.f32(float)
declare i8 @llvm.fptosi.sat.i8.f32(float)
declare i100 @llvm.fptosi.sat.i100.f128(fp128)
declare i200 @llvm.fptosi.sat.i200.f128(fp128)
declare <2 x i16> @llvm.fptosi.sat.v2i16.v2f16(<2 x half>)
declare i16 @llvm.convert.to.fp16.f32(float)
declare i16 @llvm.convert.to.fp16.f64(double)
declare float @llvm.convert.from.fp16.f32(i16)
declare double @llvm.convert.from.fp16.f64(i16)
declare float @llvm.fptrunc.round.f32.f64(double, metadata)
declare float @llvm.arithmetic.fence.f32(float)
