; Floating point format fp128 (IEEE 754 binary128: 113-bit significand): fadd, fsub, fmul, fdiv,
; frem, llvm.sqrt, llvm.fma bit-exact (round to nearest even, overflow to
; inf, denormal operands and results), conversions to and from integers and
; other formats, and the special values (NaN, inf, signed zeros).
;
; The expected bit patterns come from Inputs/fp-gen.c and Inputs/fp-build.py
; (not from llfuzz: __float128 with round-to-nearest-even to the
; format's precision, long double for x86_fp80, libquadmath for fp128;
; fp128 square roots from an exact integer square root: GCC 12's sqrtq is
; not correctly rounded).  Regenerate with Inputs/gen-fp-tests.sh.
; Operands and results are bit patterns (bitcast to i128, printed signed);
; a NaN result has an unknown sign and payload (bits shown as '*').
;
; @arith(a, b, c) = <a + b, a - b, a * b, a / b, a rem b, sqrt a, fma(a, b, c)>
; RUN: %llfuzz run %s --entry arith --args 'i128 85056745605278522992167570534397465941, i128 85073555474209096226415955104694206904, i128 85065399433376081038215121361612832768' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <7 x i128> <i128 85074420857018852031020710187415743587, i128 -85068493369069891309876103693911435507, i128 85065644497072889669387146694004528762, i128 85048252666001127832530712876342917261, i128 85056745605278522992167570534397465941, i128 85061010387636986444835178033661541157, i128 85070714262083020181429664524137900861>
; RUN: %llfuzz run %s --entry arith --args 'i128 170135991163610696904058773219554885631, i128 170135991163610696904058773219554885631, i128 -5192296858534827628530496329220097' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <7 x i128> <i128 170135991163610696904058773219554885632, i128 0, i128 170135991163610696904058773219554885632, i128 85065399433376081038215121361612832768, i128 0, i128 127600695298493388971136947290583859199, i128 170135991163610696904058773219554885632>
; RUN: %llfuzz run %s --entry arith --args 'i128 1, i128 85060207136517546210586590865283612672, i128 3' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <7 x i128> <i128 85060207136517546210586590865283612672, i128 -85080976323951685521100712850600493056, i128 0, i128 2, i128 1, i128 42244527241039357585724118134534701056, i128 4>
; RUN: %llfuzz run %s --entry arith --args 'i128 85065399433376081038215121361612832769, i128 85065399433376081038215121361612832769, i128 -85075784027093150693472182354271272960' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <7 x i128> <i128 85070591730234615865843651857942052865, i128 0, i128 85065399433376081038215121361612832770, i128 85065399433376081038215121361612832768, i128 0, i128 85065399433376081038215121361612832768, i128 84489054482078715171448236269069402112>
; RUN: %llfuzz run %s --entry arith --args 'i128 -85041709578959015887159950972110766080, i128 85082274398166319228007845474682798080, i128 85099473881510215844527352743773339648' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <7 x i128> <i128 -85042520875343161953976908862162206720, i128 -85040898282574869820342993082059325440, i128 -85024104447423046237231964757994504192, i128 -85058909062302912503679458241201307648, i128 -170141183460469231731687303715884105728, i128 0b{{[01*]+}}, i128 -85025118567903228820753162120558804992>
; RUN: %llfuzz run %s --entry arith --args 'i128 85652128978390516560239067446814703616, i128 85065399433376081038215121361612832769, i128 85065399433376081038215121361612832768' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <7 x i128> <i128 85652128978390516560239067446814703617, i128 85652128978390516560239067446814703615, i128 85652128978390516560239067446814703617, i128 85652128978390516560239067446814703614, i128 84489054482078715171448236269069402112, i128 85358318777232703726715726692327287445, i128 85652128978390516560239067446814703618>
;
; @conv(a) = { fptosi to i32, fptoui to i32, to double (bits), to half (bits) }
; RUN: %llfuzz run %s --entry conv --args 'i128 85056745605278522992167570534397465941' | FileCheck %s --check-prefix=CHECK7
; CHECK7: { i32, i32, i64, i16 } { i32 0, i32 0, i64 4599676419421066581, i16 13653 }
; RUN: %llfuzz run %s --entry conv --args 'i128 170135991163610696904058773219554885631' | FileCheck %s --check-prefix=CHECK8
; CHECK8: { i32, i32, i64, i16 } { i32 poison, i32 poison, i64 9218868437227405312, i16 31744 }
; RUN: %llfuzz run %s --entry conv --args 'i128 1' | FileCheck %s --check-prefix=CHECK9
; CHECK9: { i32, i32, i64, i16 } { i32 0, i32 0, i64 0, i16 0 }
; RUN: %llfuzz run %s --entry conv --args 'i128 85065399433376081038215121361612832769' | FileCheck %s --check-prefix=CHECK10
; CHECK10: { i32, i32, i64, i16 } { i32 1, i32 1, i64 4607182418800017408, i16 15360 }
; RUN: %llfuzz run %s --entry conv --args 'i128 -85041709578959015887159950972110766080' | FileCheck %s --check-prefix=CHECK11
; CHECK11: { i32, i32, i64, i16 } { i32 -100, i32 poison, i64 -4586634745500139520, i16 -10688 }
; RUN: %llfuzz run %s --entry conv --args 'i128 85652128978390516560239067446814703616' | FileCheck %s --check-prefix=CHECK12
; CHECK12: { i32, i32, i64, i16 } { i32 poison, i32 poison, i64 5116089176692883456, i16 31744 }
;
; special values: <inf - inf, 1 / 0, -1 / 0, 0 * inf, inf rem 1, 1 rem inf, -0 + -0, -0 + 0, sqrt -0, sqrt -1>
; RUN: %llfuzz run %s --entry special | FileCheck %s --check-prefix=CHECK13
; CHECK13: <10 x fp128> <fp128 nan(unknown), fp128 inf, fp128 -inf, fp128 nan(unknown), fp128 nan(unknown), fp128 1.0, fp128 -0.0, fp128 0.0, fp128 -0.0, fp128 nan(unknown)>

declare fp128 @llvm.sqrt.f128(fp128)
declare fp128 @llvm.fma.f128(fp128, fp128, fp128)

define <7 x i128> @arith(i128 %ia, i128 %ib, i128 %ic) {
  %a = bitcast i128 %ia to fp128
  %b = bitcast i128 %ib to fp128
  %c = bitcast i128 %ic to fp128
  %r0 = fadd fp128 %a, %b
  %r1 = fsub fp128 %a, %b
  %r2 = fmul fp128 %a, %b
  %r3 = fdiv fp128 %a, %b
  %r4 = frem fp128 %a, %b
  %r5 = call fp128 @llvm.sqrt.f128(fp128 %a)
  %r6 = call fp128 @llvm.fma.f128(fp128 %a, fp128 %b, fp128 %c)
  %i0 = bitcast fp128 %r0 to i128
  %i1 = bitcast fp128 %r1 to i128
  %i2 = bitcast fp128 %r2 to i128
  %i3 = bitcast fp128 %r3 to i128
  %i4 = bitcast fp128 %r4 to i128
  %i5 = bitcast fp128 %r5 to i128
  %i6 = bitcast fp128 %r6 to i128
  %v0 = insertelement <7 x i128> poison, i128 %i0, i32 0
  %v1 = insertelement <7 x i128> %v0, i128 %i1, i32 1
  %v2 = insertelement <7 x i128> %v1, i128 %i2, i32 2
  %v3 = insertelement <7 x i128> %v2, i128 %i3, i32 3
  %v4 = insertelement <7 x i128> %v3, i128 %i4, i32 4
  %v5 = insertelement <7 x i128> %v4, i128 %i5, i32 5
  %v6 = insertelement <7 x i128> %v5, i128 %i6, i32 6
  ret <7 x i128> %v6
}

define { i32, i32, i64, i16 } @conv(i128 %ia) {
  %a = bitcast i128 %ia to fp128
  %s = fptosi fp128 %a to i32
  %u = fptoui fp128 %a to i32
  %d = fptrunc fp128 %a to double
  %di = bitcast double %d to i64
  %h = fptrunc fp128 %a to half
  %hi = bitcast half %h to i16
  %r0 = insertvalue { i32, i32, i64, i16 } poison, i32 %s, 0
  %r1 = insertvalue { i32, i32, i64, i16 } %r0, i32 %u, 1
  %r2 = insertvalue { i32, i32, i64, i16 } %r1, i64 %di, 2
  %r3 = insertvalue { i32, i32, i64, i16 } %r2, i16 %hi, 3
  ret { i32, i32, i64, i16 } %r3
}

define i128 @itofp(i32 %i) {
  %f = sitofp i32 %i to fp128
  %r = bitcast fp128 %f to i128
  ret i128 %r
}

define <10 x fp128> @special() {
  %inf = fdiv fp128 0xL00000000000000003FFF000000000000, 0xL00000000000000000000000000000000
  %ninf = fdiv fp128 0xL0000000000000000BFFF000000000000, 0xL00000000000000000000000000000000
  %s0 = fsub fp128 %inf, %inf
  %s3 = fmul fp128 0xL00000000000000000000000000000000, %inf
  %s4 = frem fp128 %inf, 0xL00000000000000003FFF000000000000
  %s5 = frem fp128 0xL00000000000000003FFF000000000000, %inf
  %s6 = fadd fp128 0xL00000000000000008000000000000000, 0xL00000000000000008000000000000000
  %s7 = fadd fp128 0xL00000000000000008000000000000000, 0xL00000000000000000000000000000000
  %s8 = call fp128 @llvm.sqrt.f128(fp128 0xL00000000000000008000000000000000)
  %s9 = call fp128 @llvm.sqrt.f128(fp128 0xL0000000000000000BFFF000000000000)
  %v0 = insertelement <10 x fp128> poison, fp128 %s0, i32 0
  %v1 = insertelement <10 x fp128> %v0, fp128 %inf, i32 1
  %v2 = insertelement <10 x fp128> %v1, fp128 %ninf, i32 2
  %v3 = insertelement <10 x fp128> %v2, fp128 %s3, i32 3
  %v4 = insertelement <10 x fp128> %v3, fp128 %s4, i32 4
  %v5 = insertelement <10 x fp128> %v4, fp128 %s5, i32 5
  %v6 = insertelement <10 x fp128> %v5, fp128 %s6, i32 6
  %v7 = insertelement <10 x fp128> %v6, fp128 %s7, i32 7
  %v8 = insertelement <10 x fp128> %v7, fp128 %s8, i32 8
  %v9 = insertelement <10 x fp128> %v8, fp128 %s9, i32 9
  ret <10 x fp128> %v9
}
