; Floating point format double (IEEE 754 binary64): fadd, fsub, fmul, fdiv,
; frem, llvm.sqrt, llvm.fma bit-exact (round to nearest even, overflow to
; inf, denormal operands and results), conversions to and from integers and
; other formats, and the special values (NaN, inf, signed zeros).
;
; The expected bit patterns come from Inputs/fp-gen.c and Inputs/fp-build.py
; (not from llfuzz: __float128 with round-to-nearest-even to the
; format's precision, long double for x86_fp80, libquadmath for fp128;
; fp128 square roots from an exact integer square root: GCC 12's sqrtq is
; not correctly rounded).  Regenerate with Inputs/gen-fp-tests.sh.
; Operands and results are bit patterns (bitcast to i64, printed signed);
; a NaN result has an unknown sign and payload (bits shown as '*').
;
; @arith(a, b, c) = <a + b, a - b, a * b, a / b, a rem b, sqrt a, fma(a, b, c)>
; RUN: %llfuzz run %s --entry arith --args 'i64 4599676419421066581, i64 4614256656552045848, i64 4607182418800017408' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <7 x i64> <i64 4615007256489940931, i64 -4609865980240625043, i64 4607394977673999205, i64 4592309968848795139, i64 4599676419421066581, i64 4603375528459645724, i64 4611792297864378803>
; RUN: %llfuzz run %s --entry arith --args 'i64 9218868437227405311, i64 9218868437227405311, i64 -4503599627370497' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <7 x i64> <i64 9218868437227405312, i64 0, i64 9218868437227405312, i64 4607182418800017408, i64 0, i64 6913025428013711359, i64 9218868437227405312>
; RUN: %llfuzz run %s --entry arith --args 'i64 1, i64 4602678819172646912, i64 3' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <7 x i64> <i64 4602678819172646912, i64 -4620693217682128896, i64 0, i64 2, i64 1, i64 2188749418902061056, i64 4>
; RUN: %llfuzz run %s --entry arith --args 'i64 4607182418800017409, i64 4607182418800017409, i64 -4616189618054758400' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <7 x i64> <i64 4611686018427387905, i64 0, i64 4607182418800017410, i64 4607182418800017408, i64 0, i64 4607182418800017408, i64 4377498837804122112>
; RUN: %llfuzz run %s --entry arith --args 'i64 -4586634745500139520, i64 4621819117588971520, i64 4636737291354636288' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <7 x i64> <i64 -4587338432941916160, i64 -4585931058058362880, i64 -4571364728013586432, i64 -4601552919265804288, i64 -9223372036854775808, i64 0b{{[01*]+}}, i64 -4572244337315807232>
; RUN: %llfuzz run %s --entry arith --args 'i64 4503599627370496, i64 4607182418800017407, i64 -9223372036854775807' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <7 x i64> <i64 4607182418800017407, i64 -4616189618054758401, i64 4503599627370496, i64 4503599627370497, i64 4503599627370496, i64 2305843009213693952, i64 4503599627370494>
; RUN: %llfuzz run %s --entry arith --args 'i64 4845873199050653696, i64 4607182418800017409, i64 4607182418800017408' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <7 x i64> <i64 4845873199050653697, i64 4845873199050653695, i64 4845873199050653697, i64 4845873199050653694, i64 4377498837804122112, i64 4726141461156805581, i64 4845873199050653698>
;
; @conv(a) = { fptosi to i32, fptoui to i32, to double (bits), to half (bits) }
; RUN: %llfuzz run %s --entry conv --args 'i64 4599676419421066581' | FileCheck %s --check-prefix=CHECK8
; CHECK8: { i32, i32, i64, i16 } { i32 0, i32 0, i64 4599676419421066581, i16 13653 }
; RUN: %llfuzz run %s --entry conv --args 'i64 9218868437227405311' | FileCheck %s --check-prefix=CHECK9
; CHECK9: { i32, i32, i64, i16 } { i32 poison, i32 poison, i64 9218868437227405311, i16 31744 }
; RUN: %llfuzz run %s --entry conv --args 'i64 1' | FileCheck %s --check-prefix=CHECK10
; CHECK10: { i32, i32, i64, i16 } { i32 0, i32 0, i64 1, i16 0 }
; RUN: %llfuzz run %s --entry conv --args 'i64 4607182418800017409' | FileCheck %s --check-prefix=CHECK11
; CHECK11: { i32, i32, i64, i16 } { i32 1, i32 1, i64 4607182418800017409, i16 15360 }
; RUN: %llfuzz run %s --entry conv --args 'i64 -4586634745500139520' | FileCheck %s --check-prefix=CHECK12
; CHECK12: { i32, i32, i64, i16 } { i32 -100, i32 poison, i64 -4586634745500139520, i16 -10688 }
; RUN: %llfuzz run %s --entry conv --args 'i64 4503599627370496' | FileCheck %s --check-prefix=CHECK13
; CHECK13: { i32, i32, i64, i16 } { i32 0, i32 0, i64 4503599627370496, i16 0 }
; RUN: %llfuzz run %s --entry conv --args 'i64 4845873199050653696' | FileCheck %s --check-prefix=CHECK14
; CHECK14: { i32, i32, i64, i16 } { i32 poison, i32 poison, i64 4845873199050653696, i16 31744 }
;
; @itofp(i) = sitofp i32 i to double (bits)
; RUN: %llfuzz run %s --entry itofp --args 'i32 4599676415126099285' | FileCheck %s --check-prefix=CHECK15
; CHECK15: i64 4743791607495524352
; RUN: %llfuzz run %s --entry itofp --args 'i32 9218868432932438015' | FileCheck %s --check-prefix=CHECK16
; CHECK16: i64 -4616189618054758400
; RUN: %llfuzz run %s --entry itofp --args 'i32 1' | FileCheck %s --check-prefix=CHECK17
; CHECK17: i64 4607182418800017408
; RUN: %llfuzz run %s --entry itofp --args 'i32 4607182414505050113' | FileCheck %s --check-prefix=CHECK18
; CHECK18: i64 4607182418800017408
; RUN: %llfuzz run %s --entry itofp --args 'i32 13860109323914444800' | FileCheck %s --check-prefix=CHECK19
; CHECK19: i64 0
; RUN: %llfuzz run %s --entry itofp --args 'i32 4503595332403200' | FileCheck %s --check-prefix=CHECK20
; CHECK20: i64 0
; RUN: %llfuzz run %s --entry itofp --args 'i32 4845873194755686400' | FileCheck %s --check-prefix=CHECK21
; CHECK21: i64 0
;
; special values: <inf - inf, 1 / 0, -1 / 0, 0 * inf, inf rem 1, 1 rem inf, -0 + -0, -0 + 0, sqrt -0, sqrt -1>
; RUN: %llfuzz run %s --entry special | FileCheck %s --check-prefix=CHECK22
; CHECK22: <10 x double> <double nan(unknown), double inf, double -inf, double nan(unknown), double nan(unknown), double 1.0, double -0.0, double 0.0, double -0.0, double nan(unknown)>

declare double @llvm.sqrt.f64(double)
declare double @llvm.fma.f64(double, double, double)

define <7 x i64> @arith(i64 %ia, i64 %ib, i64 %ic) {
  %a = bitcast i64 %ia to double
  %b = bitcast i64 %ib to double
  %c = bitcast i64 %ic to double
  %r0 = fadd double %a, %b
  %r1 = fsub double %a, %b
  %r2 = fmul double %a, %b
  %r3 = fdiv double %a, %b
  %r4 = frem double %a, %b
  %r5 = call double @llvm.sqrt.f64(double %a)
  %r6 = call double @llvm.fma.f64(double %a, double %b, double %c)
  %i0 = bitcast double %r0 to i64
  %i1 = bitcast double %r1 to i64
  %i2 = bitcast double %r2 to i64
  %i3 = bitcast double %r3 to i64
  %i4 = bitcast double %r4 to i64
  %i5 = bitcast double %r5 to i64
  %i6 = bitcast double %r6 to i64
  %v0 = insertelement <7 x i64> poison, i64 %i0, i32 0
  %v1 = insertelement <7 x i64> %v0, i64 %i1, i32 1
  %v2 = insertelement <7 x i64> %v1, i64 %i2, i32 2
  %v3 = insertelement <7 x i64> %v2, i64 %i3, i32 3
  %v4 = insertelement <7 x i64> %v3, i64 %i4, i32 4
  %v5 = insertelement <7 x i64> %v4, i64 %i5, i32 5
  %v6 = insertelement <7 x i64> %v5, i64 %i6, i32 6
  ret <7 x i64> %v6
}

define { i32, i32, i64, i16 } @conv(i64 %ia) {
  %a = bitcast i64 %ia to double
  %s = fptosi double %a to i32
  %u = fptoui double %a to i32
  %d = fadd double %a, -0.0
  %di = bitcast double %d to i64
  %h = fptrunc double %a to half
  %hi = bitcast half %h to i16
  %r0 = insertvalue { i32, i32, i64, i16 } poison, i32 %s, 0
  %r1 = insertvalue { i32, i32, i64, i16 } %r0, i32 %u, 1
  %r2 = insertvalue { i32, i32, i64, i16 } %r1, i64 %di, 2
  %r3 = insertvalue { i32, i32, i64, i16 } %r2, i16 %hi, 3
  ret { i32, i32, i64, i16 } %r3
}

define i64 @itofp(i32 %i) {
  %f = sitofp i32 %i to double
  %r = bitcast double %f to i64
  ret i64 %r
}

define <10 x double> @special() {
  %inf = fdiv double 1.0, 0.0
  %ninf = fdiv double -1.0, 0.0
  %s0 = fsub double %inf, %inf
  %s3 = fmul double 0.0, %inf
  %s4 = frem double %inf, 1.0
  %s5 = frem double 1.0, %inf
  %s6 = fadd double -0.0, -0.0
  %s7 = fadd double -0.0, 0.0
  %s8 = call double @llvm.sqrt.f64(double -0.0)
  %s9 = call double @llvm.sqrt.f64(double -1.0)
  %v0 = insertelement <10 x double> poison, double %s0, i32 0
  %v1 = insertelement <10 x double> %v0, double %inf, i32 1
  %v2 = insertelement <10 x double> %v1, double %ninf, i32 2
  %v3 = insertelement <10 x double> %v2, double %s3, i32 3
  %v4 = insertelement <10 x double> %v3, double %s4, i32 4
  %v5 = insertelement <10 x double> %v4, double %s5, i32 5
  %v6 = insertelement <10 x double> %v5, double %s6, i32 6
  %v7 = insertelement <10 x double> %v6, double %s7, i32 7
  %v8 = insertelement <10 x double> %v7, double %s8, i32 8
  %v9 = insertelement <10 x double> %v8, double %s9, i32 9
  ret <10 x double> %v9
}
