; Floating point format float (IEEE 754 binary32): fadd, fsub, fmul, fdiv,
; frem, llvm.sqrt, llvm.fma bit-exact (round to nearest even, overflow to
; inf, denormal operands and results), conversions to and from integers and
; other formats, and the special values (NaN, inf, signed zeros).
;
; The expected bit patterns come from Inputs/fp-gen.c and Inputs/fp-build.py
; (not from llfuzz: __float128 with round-to-nearest-even to the
; format's precision, long double for x86_fp80, libquadmath for fp128;
; fp128 square roots from an exact integer square root: GCC 12's sqrtq is
; not correctly rounded).  Regenerate with Inputs/gen-fp-tests.sh.
; Operands and results are bit patterns (bitcast to i32, printed signed);
; a NaN result has an unknown sign and payload (bits shown as '*').
;
; @arith(a, b, c) = <a + b, a - b, a * b, a / b, a rem b, sqrt a, fma(a, b, c)>
; RUN: %llfuzz run %s --entry arith --args 'i32 1051372203, i32 1078530011, i32 1065353216' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <7 x i32> <i32 1079928112, i32 -1070351738, i32 1065749138, i32 1037651119, i32 1051372203, i32 1058262330, i32 1073939785>
; RUN: %llfuzz run %s --entry arith --args 'i32 2139095039, i32 2139095039, i32 -8388609' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <7 x i32> <i32 2139095040, i32 0, i32 2139095040, i32 1065353216, i32 0, i32 1602224127, i32 2139095040>
; RUN: %llfuzz run %s --entry arith --args 'i32 1, i32 1056964608, i32 3' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <7 x i32> <i32 1056964608, i32 -1090519040, i32 0, i32 2, i32 1, i32 439682291, i32 4>
; RUN: %llfuzz run %s --entry arith --args 'i32 1065353217, i32 1065353217, i32 -1082130432' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <7 x i32> <i32 1073741825, i32 0, i32 1065353218, i32 1065353216, i32 0, i32 1065353216, i32 880803840>
; RUN: %llfuzz run %s --entry arith --args 'i32 -1027080192, i32 1092616192, i32 1120403456' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <7 x i32> <i32 -1028390912, i32 -1025769472, i32 -998637568, i32 -1054867456, i32 -2147483648, i32 0b{{[01*]+}}, i32 -1000275968>
; RUN: %llfuzz run %s --entry arith --args 'i32 1266679808, i32 1065353217, i32 1065353216' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <7 x i32> <i32 1266679809, i32 1266679807, i32 1266679809, i32 1266679806, i32 880803840, i32 1166016512, i32 1266679810>
; RUN: %llfuzz run %s --entry arith --args 'i32 8388608, i32 1065353215, i32 -2147483647' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <7 x i32> <i32 1065353215, i32 -1082130433, i32 8388608, i32 8388609, i32 8388608, i32 536870912, i32 8388606>
;
; @conv(a) = { fptosi to i32, fptoui to i32, to double (bits), to half (bits) }
; RUN: %llfuzz run %s --entry conv --args 'i32 1051372203' | FileCheck %s --check-prefix=CHECK8
; CHECK8: { i32, i32, i64, i16 } { i32 0, i32 0, i64 4599676419600023552, i16 13653 }
; RUN: %llfuzz run %s --entry conv --args 'i32 2139095039' | FileCheck %s --check-prefix=CHECK9
; CHECK9: { i32, i32, i64, i16 } { i32 poison, i32 poison, i64 5183643170566569984, i16 31744 }
; RUN: %llfuzz run %s --entry conv --args 'i32 1' | FileCheck %s --check-prefix=CHECK10
; CHECK10: { i32, i32, i64, i16 } { i32 0, i32 0, i64 3936146074321813504, i16 0 }
; RUN: %llfuzz run %s --entry conv --args 'i32 1065353217' | FileCheck %s --check-prefix=CHECK11
; CHECK11: { i32, i32, i64, i16 } { i32 1, i32 1, i64 4607182419336888320, i16 15360 }
; RUN: %llfuzz run %s --entry conv --args 'i32 -1027080192' | FileCheck %s --check-prefix=CHECK12
; CHECK12: { i32, i32, i64, i16 } { i32 -100, i32 poison, i64 -4586634745500139520, i16 -10688 }
; RUN: %llfuzz run %s --entry conv --args 'i32 1266679808' | FileCheck %s --check-prefix=CHECK13
; CHECK13: { i32, i32, i64, i16 } { i32 16777216, i32 16777216, i64 4715268809856909312, i16 31744 }
; RUN: %llfuzz run %s --entry conv --args 'i32 8388608' | FileCheck %s --check-prefix=CHECK14
; CHECK14: { i32, i32, i64, i16 } { i32 0, i32 0, i64 4039728865751334912, i16 0 }
;
; @itofp(i) = sitofp i32 i to float (bits)
; RUN: %llfuzz run %s --entry itofp --args 'i32 1051372203' | FileCheck %s --check-prefix=CHECK15
; CHECK15: i32 1316661931
; RUN: %llfuzz run %s --entry itofp --args 'i32 2139095039' | FileCheck %s --check-prefix=CHECK16
; CHECK16: i32 1325334528
; RUN: %llfuzz run %s --entry itofp --args 'i32 1' | FileCheck %s --check-prefix=CHECK17
; CHECK17: i32 1065353216
; RUN: %llfuzz run %s --entry itofp --args 'i32 1065353217' | FileCheck %s --check-prefix=CHECK18
; CHECK18: i32 1316880384
; RUN: %llfuzz run %s --entry itofp --args 'i32 -1027080192' | FileCheck %s --check-prefix=CHECK19
; CHECK19: i32 -831201280
; RUN: %llfuzz run %s --entry itofp --args 'i32 1266679808' | FileCheck %s --check-prefix=CHECK20
; CHECK20: i32 1318518784
; RUN: %llfuzz run %s --entry itofp --args 'i32 8388608' | FileCheck %s --check-prefix=CHECK21
; CHECK21: i32 1258291200
;
; special values: <inf - inf, 1 / 0, -1 / 0, 0 * inf, inf rem 1, 1 rem inf, -0 + -0, -0 + 0, sqrt -0, sqrt -1>
; RUN: %llfuzz run %s --entry special | FileCheck %s --check-prefix=CHECK22
; CHECK22: <10 x float> <float nan(unknown), float inf, float -inf, float nan(unknown), float nan(unknown), float 1.0, float -0.0, float 0.0, float -0.0, float nan(unknown)>

declare float @llvm.sqrt.f32(float)
declare float @llvm.fma.f32(float, float, float)

define <7 x i32> @arith(i32 %ia, i32 %ib, i32 %ic) {
  %a = bitcast i32 %ia to float
  %b = bitcast i32 %ib to float
  %c = bitcast i32 %ic to float
  %r0 = fadd float %a, %b
  %r1 = fsub float %a, %b
  %r2 = fmul float %a, %b
  %r3 = fdiv float %a, %b
  %r4 = frem float %a, %b
  %r5 = call float @llvm.sqrt.f32(float %a)
  %r6 = call float @llvm.fma.f32(float %a, float %b, float %c)
  %i0 = bitcast float %r0 to i32
  %i1 = bitcast float %r1 to i32
  %i2 = bitcast float %r2 to i32
  %i3 = bitcast float %r3 to i32
  %i4 = bitcast float %r4 to i32
  %i5 = bitcast float %r5 to i32
  %i6 = bitcast float %r6 to i32
  %v0 = insertelement <7 x i32> poison, i32 %i0, i32 0
  %v1 = insertelement <7 x i32> %v0, i32 %i1, i32 1
  %v2 = insertelement <7 x i32> %v1, i32 %i2, i32 2
  %v3 = insertelement <7 x i32> %v2, i32 %i3, i32 3
  %v4 = insertelement <7 x i32> %v3, i32 %i4, i32 4
  %v5 = insertelement <7 x i32> %v4, i32 %i5, i32 5
  %v6 = insertelement <7 x i32> %v5, i32 %i6, i32 6
  ret <7 x i32> %v6
}

define { i32, i32, i64, i16 } @conv(i32 %ia) {
  %a = bitcast i32 %ia to float
  %s = fptosi float %a to i32
  %u = fptoui float %a to i32
  %d = fpext float %a to double
  %di = bitcast double %d to i64
  %h = fptrunc float %a to half
  %hi = bitcast half %h to i16
  %r0 = insertvalue { i32, i32, i64, i16 } poison, i32 %s, 0
  %r1 = insertvalue { i32, i32, i64, i16 } %r0, i32 %u, 1
  %r2 = insertvalue { i32, i32, i64, i16 } %r1, i64 %di, 2
  %r3 = insertvalue { i32, i32, i64, i16 } %r2, i16 %hi, 3
  ret { i32, i32, i64, i16 } %r3
}

define i32 @itofp(i32 %i) {
  %f = sitofp i32 %i to float
  %r = bitcast float %f to i32
  ret i32 %r
}

define <10 x float> @special() {
  %inf = fdiv float 1.0, 0.0
  %ninf = fdiv float -1.0, 0.0
  %s0 = fsub float %inf, %inf
  %s3 = fmul float 0.0, %inf
  %s4 = frem float %inf, 1.0
  %s5 = frem float 1.0, %inf
  %s6 = fadd float -0.0, -0.0
  %s7 = fadd float -0.0, 0.0
  %s8 = call float @llvm.sqrt.f32(float -0.0)
  %s9 = call float @llvm.sqrt.f32(float -1.0)
  %v0 = insertelement <10 x float> poison, float %s0, i32 0
  %v1 = insertelement <10 x float> %v0, float %inf, i32 1
  %v2 = insertelement <10 x float> %v1, float %ninf, i32 2
  %v3 = insertelement <10 x float> %v2, float %s3, i32 3
  %v4 = insertelement <10 x float> %v3, float %s4, i32 4
  %v5 = insertelement <10 x float> %v4, float %s5, i32 5
  %v6 = insertelement <10 x float> %v5, float %s6, i32 6
  %v7 = insertelement <10 x float> %v6, float %s7, i32 7
  %v8 = insertelement <10 x float> %v7, float %s8, i32 8
  %v9 = insertelement <10 x float> %v8, float %s9, i32 9
  ret <10 x float> %v9
}
