; Floating point format x86_fp80 (x87 extended: 64-bit significand with an explicit integer bit, exponent range of 15 bits): fadd, fsub, fmul, fdiv,
; frem, llvm.sqrt, llvm.fma bit-exact (round to nearest even, overflow to
; inf, denormal operands and results), conversions to and from integers and
; other formats, and the special values (NaN, inf, signed zeros).
;
; The expected bit patterns come from Inputs/fp-gen.c and Inputs/fp-build.py
; (not from llfuzz: __float128 with round-to-nearest-even to the
; format's precision, long double for x86_fp80, libquadmath for fp128;
; fp128 square roots from an exact integer square root: GCC 12's sqrtq is
; not correctly rounded).  Regenerate with Inputs/gen-fp-tests.sh.
; Operands and results are bit patterns (bitcast to i80, printed signed);
; a NaN result has an unknown sign and payload (bits shown as '*').
;
; @arith(a, b, c) = <a + b, a - b, a * b, a / b, a rem b, sqrt a, fma(a, b, c)>
; RUN: %llfuzz run %s --entry arith --args 'i80 302188412500818638056107, i80 302245942942573447922229, i80 302222231531620438900736' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <7 x i80> <i80 302247480171246257051530, i80 -302218504093413948560160, i80 302222666852194353622052, i80 302154879265972916591672, i80 302188412500818638056107, i80 302205211648166502916713, i80 302240895935981105813010>
; RUN: %llfuzz run %s --entry arith --args 'i80 604444463063240877801471, i80 604444463063240877801471, i80 -18446744073709551617' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <7 x i80> <i80 604453686435277732577280, i80 0, i80 604453686435277732577280, i80 302222231531620438900736, i80 0, i80 453328735611412230963199, i80 604453686435277732577280>
; RUN: %llfuzz run %s --entry arith --args 'i80 1, i80 302203784787546729349120, i80 3' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <7 x i80> <i80 302203784787546729349120, i80 -302259125019767858003968, i80 0, i80 2, i80 1, i80 150538475459295273968772, i80 4>
; RUN: %llfuzz run %s --entry arith --args 'i80 302222231531620438900737, i80 302222231531620438900737, i80 -302240678275694148452352' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <7 x i80> <i80 302240678275694148452353, i80 0, i80 302222231531620438900738, i80 302222231531620438900736, i80 0, i80 302222231531620438900736, i80 301078533399050446700544>
; RUN: %llfuzz run %s --entry arith --args 'i80 -302124809664481160331264, i80 302279877606850781249536, i80 302338100142833427021824' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <7 x i80> <i80 -302126250816361918889984, i80 -302123368512600401772544, i80 -302065866552558135279616, i80 -302183032200463806103552, i80 -604462909807314587353088, i80 0b{{[01*]+}}, i80 -302067667992409083478016>
; RUN: %llfuzz run %s --entry arith --args 'i80 303402823152337850204160, i80 302222231531620438900737, i80 302222231531620438900736' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <7 x i80> <i80 303402823152337850204161, i80 303393599780300995428351, i80 303402823152337850204161, i80 303393599780300995428350, i80 301078533399050446700544, i80 302812527341979144552448, i80 303402823152337850204162>
;
; @conv(a) = { fptosi to i32, fptoui to i32, to double (bits), to half (bits) }
; RUN: %llfuzz run %s --entry conv --args 'i80 302188412500818638056107' | FileCheck %s --check-prefix=CHECK7
; CHECK7: { i32, i32, i64, i16 } { i32 0, i32 0, i64 4599676419421066581, i16 13653 }
; RUN: %llfuzz run %s --entry conv --args 'i80 604444463063240877801471' | FileCheck %s --check-prefix=CHECK8
; CHECK8: { i32, i32, i64, i16 } { i32 poison, i32 poison, i64 9218868437227405312, i16 31744 }
; RUN: %llfuzz run %s --entry conv --args 'i80 1' | FileCheck %s --check-prefix=CHECK9
; CHECK9: { i32, i32, i64, i16 } { i32 0, i32 0, i64 0, i16 0 }
; RUN: %llfuzz run %s --entry conv --args 'i80 302222231531620438900737' | FileCheck %s --check-prefix=CHECK10
; CHECK10: { i32, i32, i64, i16 } { i32 1, i32 1, i64 4607182418800017408, i16 15360 }
; RUN: %llfuzz run %s --entry conv --args 'i80 -302124809664481160331264' | FileCheck %s --check-prefix=CHECK11
; CHECK11: { i32, i32, i64, i16 } { i32 -100, i32 poison, i64 -4586634745500139520, i16 -10688 }
; RUN: %llfuzz run %s --entry conv --args 'i80 303402823152337850204160' | FileCheck %s --check-prefix=CHECK12
; CHECK12: { i32, i32, i64, i16 } { i32 poison, i32 poison, i64 4895412794951729152, i16 31744 }
;
; special values: <inf - inf, 1 / 0, -1 / 0, 0 * inf, inf rem 1, 1 rem inf, -0 + -0, -0 + 0, sqrt -0, sqrt -1>
; RUN: %llfuzz run %s --entry special | FileCheck %s --check-prefix=CHECK13
; CHECK13: <10 x x86_fp80> <x86_fp80 nan(unknown), x86_fp80 inf, x86_fp80 -inf, x86_fp80 nan(unknown), x86_fp80 nan(unknown), x86_fp80 1.0, x86_fp80 -0.0, x86_fp80 0.0, x86_fp80 -0.0, x86_fp80 nan(unknown)>

declare x86_fp80 @llvm.sqrt.f80(x86_fp80)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80)

define <7 x i80> @arith(i80 %ia, i80 %ib, i80 %ic) {
  %a = bitcast i80 %ia to x86_fp80
  %b = bitcast i80 %ib to x86_fp80
  %c = bitcast i80 %ic to x86_fp80
  %r0 = fadd x86_fp80 %a, %b
  %r1 = fsub x86_fp80 %a, %b
  %r2 = fmul x86_fp80 %a, %b
  %r3 = fdiv x86_fp80 %a, %b
  %r4 = frem x86_fp80 %a, %b
  %r5 = call x86_fp80 @llvm.sqrt.f80(x86_fp80 %a)
  %r6 = call x86_fp80 @llvm.fma.f80(x86_fp80 %a, x86_fp80 %b, x86_fp80 %c)
  %i0 = bitcast x86_fp80 %r0 to i80
  %i1 = bitcast x86_fp80 %r1 to i80
  %i2 = bitcast x86_fp80 %r2 to i80
  %i3 = bitcast x86_fp80 %r3 to i80
  %i4 = bitcast x86_fp80 %r4 to i80
  %i5 = bitcast x86_fp80 %r5 to i80
  %i6 = bitcast x86_fp80 %r6 to i80
  %v0 = insertelement <7 x i80> poison, i80 %i0, i32 0
  %v1 = insertelement <7 x i80> %v0, i80 %i1, i32 1
  %v2 = insertelement <7 x i80> %v1, i80 %i2, i32 2
  %v3 = insertelement <7 x i80> %v2, i80 %i3, i32 3
  %v4 = insertelement <7 x i80> %v3, i80 %i4, i32 4
  %v5 = insertelement <7 x i80> %v4, i80 %i5, i32 5
  %v6 = insertelement <7 x i80> %v5, i80 %i6, i32 6
  ret <7 x i80> %v6
}

define { i32, i32, i64, i16 } @conv(i80 %ia) {
  %a = bitcast i80 %ia to x86_fp80
  %s = fptosi x86_fp80 %a to i32
  %u = fptoui x86_fp80 %a to i32
  %d = fptrunc x86_fp80 %a to double
  %di = bitcast double %d to i64
  %h = fptrunc x86_fp80 %a to half
  %hi = bitcast half %h to i16
  %r0 = insertvalue { i32, i32, i64, i16 } poison, i32 %s, 0
  %r1 = insertvalue { i32, i32, i64, i16 } %r0, i32 %u, 1
  %r2 = insertvalue { i32, i32, i64, i16 } %r1, i64 %di, 2
  %r3 = insertvalue { i32, i32, i64, i16 } %r2, i16 %hi, 3
  ret { i32, i32, i64, i16 } %r3
}

define i80 @itofp(i32 %i) {
  %f = sitofp i32 %i to x86_fp80
  %r = bitcast x86_fp80 %f to i80
  ret i80 %r
}

define <10 x x86_fp80> @special() {
  %inf = fdiv x86_fp80 0xK3FFF8000000000000000, 0xK00000000000000000000
  %ninf = fdiv x86_fp80 0xKBFFF8000000000000000, 0xK00000000000000000000
  %s0 = fsub x86_fp80 %inf, %inf
  %s3 = fmul x86_fp80 0xK00000000000000000000, %inf
  %s4 = frem x86_fp80 %inf, 0xK3FFF8000000000000000
  %s5 = frem x86_fp80 0xK3FFF8000000000000000, %inf
  %s6 = fadd x86_fp80 0xK80000000000000000000, 0xK80000000000000000000
  %s7 = fadd x86_fp80 0xK80000000000000000000, 0xK00000000000000000000
  %s8 = call x86_fp80 @llvm.sqrt.f80(x86_fp80 0xK80000000000000000000)
  %s9 = call x86_fp80 @llvm.sqrt.f80(x86_fp80 0xKBFFF8000000000000000)
  %v0 = insertelement <10 x x86_fp80> poison, x86_fp80 %s0, i32 0
  %v1 = insertelement <10 x x86_fp80> %v0, x86_fp80 %inf, i32 1
  %v2 = insertelement <10 x x86_fp80> %v1, x86_fp80 %ninf, i32 2
  %v3 = insertelement <10 x x86_fp80> %v2, x86_fp80 %s3, i32 3
  %v4 = insertelement <10 x x86_fp80> %v3, x86_fp80 %s4, i32 4
  %v5 = insertelement <10 x x86_fp80> %v4, x86_fp80 %s5, i32 5
  %v6 = insertelement <10 x x86_fp80> %v5, x86_fp80 %s6, i32 6
  %v7 = insertelement <10 x x86_fp80> %v6, x86_fp80 %s7, i32 7
  %v8 = insertelement <10 x x86_fp80> %v7, x86_fp80 %s8, i32 8
  %v9 = insertelement <10 x x86_fp80> %v8, x86_fp80 %s9, i32 9
  ret <10 x x86_fp80> %v9
}
