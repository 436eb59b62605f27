; Floating point format bfloat (bfloat16: 8-bit significand, float's exponent range): fadd, fsub, fmul, fdiv,
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
; RUN: %llfuzz run %s --entry arith --args 'i16 16043, i16 16457, i16 16256' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <7 x i16> <i16 16478, i16 -16332, i16 16262, i16 15834, i16 16043, i16 16148, i16 16387>
; RUN: %llfuzz run %s --entry arith --args 'i16 16457, i16 -16384, i16 16128' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <7 x i16> <i16 16274, i16 16548, i16 -16183, i16 -16439, i16 16274, i16 16355, i16 -16199>
; RUN: %llfuzz run %s --entry arith --args 'i16 32639, i16 32639, i16 -129' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <7 x i16> <i16 32640, i16 0, i16 32640, i16 16256, i16 0, i16 24447, i16 32640>
; RUN: %llfuzz run %s --entry arith --args 'i16 1, i16 16128, i16 3' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <7 x i16> <i16 16128, i16 -16640, i16 0, i16 2, i16 1, i16 7733, i16 4>
; RUN: %llfuzz run %s --entry arith --args 'i16 128, i16 16255, i16 -32767' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <7 x i16> <i16 16255, i16 -16513, i16 128, i16 129, i16 128, i16 8192, i16 126>
; RUN: %llfuzz run %s --entry arith --args 'i16 16257, i16 16257, i16 -16512' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <7 x i16> <i16 16385, i16 0, i16 16258, i16 16256, i16 0, i16 16256, i16 15488>
; RUN: %llfuzz run %s --entry arith --args 'i16 -15672, i16 16672, i16 17096' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <7 x i16> <i16 -15692, i16 -15652, i16 -15238, i16 -16096, i16 -32768, i16 0b{{[01*]+}}, i16 -15263>
; RUN: %llfuzz run %s --entry arith --args 'i16 -32768, i16 16256, i16 0' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <7 x i16> <i16 16256, i16 -16512, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 0>
; RUN: %llfuzz run %s --entry arith --args 'i16 19328, i16 16257, i16 16256' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <7 x i16> <i16 19328, i16 19328, i16 19329, i16 19326, i16 15744, i16 17792, i16 19329>
;
; @conv(a) = { fptosi to i32, fptoui to i32, to double (bits), to half (bits) }
; RUN: %llfuzz run %s --entry conv --args 'i16 16043' | FileCheck %s --check-prefix=CHECK10
; CHECK10: { i32, i32, i64, i16 } { i32 0, i32 0, i64 4599688147545096192, i16 13656 }
; RUN: %llfuzz run %s --entry conv --args 'i16 16457' | FileCheck %s --check-prefix=CHECK11
; CHECK11: { i32, i32, i64, i16 } { i32 3, i32 3, i64 4614254477589872640, i16 16968 }
; RUN: %llfuzz run %s --entry conv --args 'i16 32639' | FileCheck %s --check-prefix=CHECK12
; CHECK12: { i32, i32, i64, i16 } { i32 poison, i32 poison, i64 5183607986731352064, i16 31744 }
; RUN: %llfuzz run %s --entry conv --args 'i16 1' | FileCheck %s --check-prefix=CHECK13
; CHECK13: { i32, i32, i64, i16 } { i32 0, i32 0, i64 4008203668359741440, i16 0 }
; RUN: %llfuzz run %s --entry conv --args 'i16 128' | FileCheck %s --check-prefix=CHECK14
; CHECK14: { i32, i32, i64, i16 } { i32 0, i32 0, i64 4039728865751334912, i16 0 }
; RUN: %llfuzz run %s --entry conv --args 'i16 16257' | FileCheck %s --check-prefix=CHECK15
; CHECK15: { i32, i32, i64, i16 } { i32 1, i32 1, i64 4607217603172106240, i16 15368 }
; RUN: %llfuzz run %s --entry conv --args 'i16 -15672' | FileCheck %s --check-prefix=CHECK16
; CHECK16: { i32, i32, i64, i16 } { i32 -100, i32 poison, i64 -4586634745500139520, i16 -10688 }
; RUN: %llfuzz run %s --entry conv --args 'i16 -32768' | FileCheck %s --check-prefix=CHECK17
; CHECK17: { i32, i32, i64, i16 } { i32 0, i32 0, i64 -9223372036854775808, i16 -32768 }
; RUN: %llfuzz run %s --entry conv --args 'i16 19328' | FileCheck %s --check-prefix=CHECK18
; CHECK18: { i32, i32, i64, i16 } { i32 16777216, i32 16777216, i64 4715268809856909312, i16 31744 }
;
; @itofp(i) = sitofp i32 i to bfloat (bits)
; RUN: %llfuzz run %s --entry itofp --args 'i32 16043' | FileCheck %s --check-prefix=CHECK19
; CHECK19: i16 18043
; RUN: %llfuzz run %s --entry itofp --args 'i32 16457' | FileCheck %s --check-prefix=CHECK20
; CHECK20: i16 18049
; RUN: %llfuzz run %s --entry itofp --args 'i32 32639' | FileCheck %s --check-prefix=CHECK21
; CHECK21: i16 18175
; RUN: %llfuzz run %s --entry itofp --args 'i32 1' | FileCheck %s --check-prefix=CHECK22
; CHECK22: i16 16256
; RUN: %llfuzz run %s --entry itofp --args 'i32 128' | FileCheck %s --check-prefix=CHECK23
; CHECK23: i16 17152
; RUN: %llfuzz run %s --entry itofp --args 'i32 16257' | FileCheck %s --check-prefix=CHECK24
; CHECK24: i16 18046
; RUN: %llfuzz run %s --entry itofp --args 'i32 49864' | FileCheck %s --check-prefix=CHECK25
; CHECK25: i16 18243
; RUN: %llfuzz run %s --entry itofp --args 'i32 32768' | FileCheck %s --check-prefix=CHECK26
; CHECK26: i16 18176
; RUN: %llfuzz run %s --entry itofp --args 'i32 19328' | FileCheck %s --check-prefix=CHECK27
; CHECK27: i16 18071
;
; special values: <inf - inf, 1 / 0, -1 / 0, 0 * inf, inf rem 1, 1 rem inf, -0 + -0, -0 + 0, sqrt -0, sqrt -1>
; RUN: %llfuzz run %s --entry special | FileCheck %s --check-prefix=CHECK28
; CHECK28: <10 x bfloat> <bfloat nan(unknown), bfloat inf, bfloat -inf, bfloat nan(unknown), bfloat nan(unknown), bfloat 1.0, bfloat -0.0, bfloat 0.0, bfloat -0.0, bfloat nan(unknown)>

declare bfloat @llvm.sqrt.bf16(bfloat)
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)

define <7 x i16> @arith(i16 %ia, i16 %ib, i16 %ic) {
  %a = bitcast i16 %ia to bfloat
  %b = bitcast i16 %ib to bfloat
  %c = bitcast i16 %ic to bfloat
  %r0 = fadd bfloat %a, %b
  %r1 = fsub bfloat %a, %b
  %r2 = fmul bfloat %a, %b
  %r3 = fdiv bfloat %a, %b
  %r4 = frem bfloat %a, %b
  %r5 = call bfloat @llvm.sqrt.bf16(bfloat %a)
  %r6 = call bfloat @llvm.fma.bf16(bfloat %a, bfloat %b, bfloat %c)
  %i0 = bitcast bfloat %r0 to i16
  %i1 = bitcast bfloat %r1 to i16
  %i2 = bitcast bfloat %r2 to i16
  %i3 = bitcast bfloat %r3 to i16
  %i4 = bitcast bfloat %r4 to i16
  %i5 = bitcast bfloat %r5 to i16
  %i6 = bitcast bfloat %r6 to i16
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
  %a = bitcast i16 %ia to bfloat
  %s = fptosi bfloat %a to i32
  %u = fptoui bfloat %a to i32
  %d = fpext bfloat %a to double
  %di = bitcast double %d to i64
  %f = fpext bfloat %a to float
  %h = fptrunc float %f to half
  %hi = bitcast half %h to i16
  %r0 = insertvalue { i32, i32, i64, i16 } poison, i32 %s, 0
  %r1 = insertvalue { i32, i32, i64, i16 } %r0, i32 %u, 1
  %r2 = insertvalue { i32, i32, i64, i16 } %r1, i64 %di, 2
  %r3 = insertvalue { i32, i32, i64, i16 } %r2, i16 %hi, 3
  ret { i32, i32, i64, i16 } %r3
}

define i16 @itofp(i32 %i) {
  %f = sitofp i32 %i to bfloat
  %r = bitcast bfloat %f to i16
  ret i16 %r
}

define <10 x bfloat> @special() {
  %inf = fdiv bfloat 1.0, 0.0
  %ninf = fdiv bfloat -1.0, 0.0
  %s0 = fsub bfloat %inf, %inf
  %s3 = fmul bfloat 0.0, %inf
  %s4 = frem bfloat %inf, 1.0
  %s5 = frem bfloat 1.0, %inf
  %s6 = fadd bfloat -0.0, -0.0
  %s7 = fadd bfloat -0.0, 0.0
  %s8 = call bfloat @llvm.sqrt.bf16(bfloat -0.0)
  %s9 = call bfloat @llvm.sqrt.bf16(bfloat -1.0)
  %v0 = insertelement <10 x bfloat> poison, bfloat %s0, i32 0
  %v1 = insertelement <10 x bfloat> %v0, bfloat %inf, i32 1
  %v2 = insertelement <10 x bfloat> %v1, bfloat %ninf, i32 2
  %v3 = insertelement <10 x bfloat> %v2, bfloat %s3, i32 3
  %v4 = insertelement <10 x bfloat> %v3, bfloat %s4, i32 4
  %v5 = insertelement <10 x bfloat> %v4, bfloat %s5, i32 5
  %v6 = insertelement <10 x bfloat> %v5, bfloat %s6, i32 6
  %v7 = insertelement <10 x bfloat> %v6, bfloat %s7, i32 7
  %v8 = insertelement <10 x bfloat> %v7, bfloat %s8, i32 8
  %v9 = insertelement <10 x bfloat> %v8, bfloat %s9, i32 9
  ret <10 x bfloat> %v9
}
