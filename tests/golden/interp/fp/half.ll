; Floating point format half (IEEE 754 binary16: 11-bit significand, exponents -14..15): fadd, fsub, fmul, fdiv,
; frem, llvm.sqrt, llvm.fma bit-exact (round to nearest even, overflow to
; inf, denormal operands and results), conversions to and from integers and
; other formats, and the special values (NaN, inf, signed zeros).
;
; The expected bit patterns come from Inputs/fp-gen.c and Inputs/fp-build.py
; (not from llfuzz: __float128 with round-to-nearest-even to the
; format's precision, long double for x86_fp80, libquadmath for fp128;
; fp128 square roots from an exact integer square root: GCC 12's sqrtq is
; not correctly rounded).  Regenerate with Inputs/gen-fp-tests.sh.
; Operands and results are bit patterns (bitcast to i16, printed signed);
; a NaN result has an unknown sign and payload (bits shown as '*').
;
; @arith(a, b, c) = <a + b, a - b, a * b, a / b, a rem b, sqrt a, fma(a, b, c)>
; RUN: %llfuzz run %s --entry arith --args 'i16 13653, i16 16968, i16 15360' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <7 x i16> <i16 17139, i16 -15971, i16 15408, i16 11979, i16 13653, i16 14494, i16 16408>
; RUN: %llfuzz run %s --entry arith --args 'i16 16968, i16 -16384, i16 14336' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <7 x i16> <i16 15504, i16 17700, i16 -14776, i16 -16824, i16 15504, i16 16151, i16 -14904>
; RUN: %llfuzz run %s --entry arith --args 'i16 31743, i16 31743, i16 -1025' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <7 x i16> <i16 31744, i16 0, i16 31744, i16 15360, i16 0, i16 23551, i16 31744>
; RUN: %llfuzz run %s --entry arith --args 'i16 1, i16 14336, i16 3' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <7 x i16> <i16 14336, i16 -18432, i16 0, i16 2, i16 1, i16 3072, i16 4>
; RUN: %llfuzz run %s --entry arith --args 'i16 1024, i16 15359, i16 -32767' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <7 x i16> <i16 15359, i16 -17409, i16 1024, i16 1025, i16 1024, i16 8192, i16 1022>
; RUN: %llfuzz run %s --entry arith --args 'i16 15361, i16 15361, i16 -17408' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <7 x i16> <i16 16385, i16 0, i16 15362, i16 15360, i16 0, i16 15360, i16 6144>
; RUN: %llfuzz run %s --entry arith --args 'i16 -10688, i16 18688, i16 22080' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <7 x i16> <i16 -10848, i16 -10528, i16 -7216, i16 -14080, i16 -32768, i16 0b{{[01*]+}}, i16 -7416>
; RUN: %llfuzz run %s --entry arith --args 'i16 -32768, i16 15360, i16 0' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <7 x i16> <i16 15360, i16 -17408, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 0>
; RUN: %llfuzz run %s --entry arith --args 'i16 25600, i16 512, i16 15360' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <7 x i16> <i16 25600, i16 25600, i16 10240, i16 31744, i16 0, i16 20480, i16 15392>
;
; @conv(a) = { fptosi to i32, fptoui to i32, to double (bits), to half (bits) }
; RUN: %llfuzz run %s --entry conv --args 'i16 13653' | FileCheck %s --check-prefix=CHECK10
; CHECK10: { i32, i32, i64, i16 } { i32 0, i32 0, i64 4599674953405562880, i16 13653 }
; RUN: %llfuzz run %s --entry conv --args 'i16 16968' | FileCheck %s --check-prefix=CHECK11
; CHECK11: { i32, i32, i64, i16 } { i32 3, i32 3, i64 4614254477589872640, i16 16968 }
; RUN: %llfuzz run %s --entry conv --args 'i16 31743' | FileCheck %s --check-prefix=CHECK12
; CHECK12: { i32, i32, i64, i16 } { i32 65504, i32 65504, i64 4679235614791434240, i16 31743 }
; RUN: %llfuzz run %s --entry conv --args 'i16 1' | FileCheck %s --check-prefix=CHECK13
; CHECK13: { i32, i32, i64, i16 } { i32 0, i32 0, i64 4499096027743125504, i16 1 }
; RUN: %llfuzz run %s --entry conv --args 'i16 1024' | FileCheck %s --check-prefix=CHECK14
; CHECK14: { i32, i32, i64, i16 } { i32 0, i32 0, i64 4544132024016830464, i16 1024 }
; RUN: %llfuzz run %s --entry conv --args 'i16 15361' | FileCheck %s --check-prefix=CHECK15
; CHECK15: { i32, i32, i64, i16 } { i32 1, i32 1, i64 4607186816846528512, i16 15361 }
; RUN: %llfuzz run %s --entry conv --args 'i16 -10688' | FileCheck %s --check-prefix=CHECK16
; CHECK16: { i32, i32, i64, i16 } { i32 -100, i32 poison, i64 -4586634745500139520, i16 -10688 }
; RUN: %llfuzz run %s --entry conv --args 'i16 -32768' | FileCheck %s --check-prefix=CHECK17
; CHECK17: { i32, i32, i64, i16 } { i32 0, i32 0, i64 -9223372036854775808, i16 -32768 }
; RUN: %llfuzz run %s --entry conv --args 'i16 25600' | FileCheck %s --check-prefix=CHECK18
; CHECK18: { i32, i32, i64, i16 } { i32 1024, i32 1024, i64 4652218415073722368, i16 25600 }
;
; @itofp(i) = sitofp i32 i to half (bits)
; RUN: %llfuzz run %s --entry itofp --args 'i32 13653' | FileCheck %s --check-prefix=CHECK19
; CHECK19: i16 29355
; RUN: %llfuzz run %s --entry itofp --args 'i32 16968' | FileCheck %s --check-prefix=CHECK20
; CHECK20: i16 29732
; RUN: %llfuzz run %s --entry itofp --args 'i32 31743' | FileCheck %s --check-prefix=CHECK21
; CHECK21: i16 30656
; RUN: %llfuzz run %s --entry itofp --args 'i32 1' | FileCheck %s --check-prefix=CHECK22
; CHECK22: i16 15360
; RUN: %llfuzz run %s --entry itofp --args 'i32 1024' | FileCheck %s --check-prefix=CHECK23
; CHECK23: i16 25600
; RUN: %llfuzz run %s --entry itofp --args 'i32 15361' | FileCheck %s --check-prefix=CHECK24
; CHECK24: i16 29568
; RUN: %llfuzz run %s --entry itofp --args 'i32 54848' | FileCheck %s --check-prefix=CHECK25
; CHECK25: i16 31410
; RUN: %llfuzz run %s --entry itofp --args 'i32 32768' | FileCheck %s --check-prefix=CHECK26
; CHECK26: i16 30720
; RUN: %llfuzz run %s --entry itofp --args 'i32 25600' | FileCheck %s --check-prefix=CHECK27
; CHECK27: i16 30272
;
; special values: <inf - inf, 1 / 0, -1 / 0, 0 * inf, inf rem 1, 1 rem inf, -0 + -0, -0 + 0, sqrt -0, sqrt -1>
; RUN: %llfuzz run %s --entry special | FileCheck %s --check-prefix=CHECK28
; CHECK28: <10 x half> <half nan(unknown), half inf, half -inf, half nan(unknown), half nan(unknown), half 1.0, half -0.0, half 0.0, half -0.0, half nan(unknown)>

declare half @llvm.sqrt.f16(half)
declare half @llvm.fma.f16(half, half, half)

define <7 x i16> @arith(i16 %ia, i16 %ib, i16 %ic) {
  %a = bitcast i16 %ia to half
  %b = bitcast i16 %ib to half
  %c = bitcast i16 %ic to half
  %r0 = fadd half %a, %b
  %r1 = fsub half %a, %b
  %r2 = fmul half %a, %b
  %r3 = fdiv half %a, %b
  %r4 = frem half %a, %b
  %r5 = call half @llvm.sqrt.f16(half %a)
  %r6 = call half @llvm.fma.f16(half %a, half %b, half %c)
  %i0 = bitcast half %r0 to i16
  %i1 = bitcast half %r1 to i16
  %i2 = bitcast half %r2 to i16
  %i3 = bitcast half %r3 to i16
  %i4 = bitcast half %r4 to i16
  %i5 = bitcast half %r5 to i16
  %i6 = bitcast half %r6 to i16
  %v0 = insertelement <7 x i16> poison, i16 %i0, i32 0
  %v1 = insertelement <7 x i16> %v0, i16 %i1, i32 1
  %v2 = insertelement <7 x i16> %v1, i16 %i2, i32 2
  %v3 = insertelement <7 x i16> %v2, i16 %i3, i32 3
  %v4 = insertelement <7 x i16> %v3, i16 %i4, i32 4
  %v5 = insertelement <7 x i16> %v4, i16 %i5, i32 5
  %v6 = insertelement <7 x i16> %v5, i16 %i6, i32 6
  ret <7 x i16> %v6
}

define { i32, i32, i64, i16 } @conv(i16 %ia) {
  %a = bitcast i16 %ia to half
  %s = fptosi half %a to i32
  %u = fptoui half %a to i32
  %d = fpext half %a to double
  %di = bitcast double %d to i64
  %h = fadd half %a, -0.0
  %hi = bitcast half %h to i16
  %r0 = insertvalue { i32, i32, i64, i16 } poison, i32 %s, 0
  %r1 = insertvalue { i32, i32, i64, i16 } %r0, i32 %u, 1
  %r2 = insertvalue { i32, i32, i64, i16 } %r1, i64 %di, 2
  %r3 = insertvalue { i32, i32, i64, i16 } %r2, i16 %hi, 3
  ret { i32, i32, i64, i16 } %r3
}

define i16 @itofp(i32 %i) {
  %f = sitofp i32 %i to half
  %r = bitcast half %f to i16
  ret i16 %r
}

define <10 x half> @special() {
  %inf = fdiv half 1.0, 0.0
  %ninf = fdiv half -1.0, 0.0
  %s0 = fsub half %inf, %inf
  %s3 = fmul half 0.0, %inf
  %s4 = frem half %inf, 1.0
  %s5 = frem half 1.0, %inf
  %s6 = fadd half -0.0, -0.0
  %s7 = fadd half -0.0, 0.0
  %s8 = call half @llvm.sqrt.f16(half -0.0)
  %s9 = call half @llvm.sqrt.f16(half -1.0)
  %v0 = insertelement <10 x half> poison, half %s0, i32 0
  %v1 = insertelement <10 x half> %v0, half %inf, i32 1
  %v2 = insertelement <10 x half> %v1, half %ninf, i32 2
  %v3 = insertelement <10 x half> %v2, half %s3, i32 3
  %v4 = insertelement <10 x half> %v3, half %s4, i32 4
  %v5 = insertelement <10 x half> %v4, half %s5, i32 5
  %v6 = insertelement <10 x half> %v5, half %s6, i32 6
  %v7 = insertelement <10 x half> %v6, half %s7, i32 7
  %v8 = insertelement <10 x half> %v7, half %s8, i32 8
  %v9 = insertelement <10 x half> %v8, half %s9, i32 9
  ret <10 x half> %v9
}
