; LangRef "Conversion Operations": trunc (nuw/nsw: the value must survive,
; else poison), zext (nneg: a negative operand is poison), sext, fptrunc
; and fpext (round to nearest even), fptoui/fptosi (round toward zero; a
; result out of range, NaN or inf is poison), uitofp (nneg) and sitofp
; (round to nearest even), ptrtoint/ptrtoaddr/inttoptr, bitcast (the bits,
; little endian lane order; one poison lane poisons a scalar result),
; addrspacecast.
;
; trunc i32 to i8: <plain, nuw, nsw>
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry trunc --args 'i32 300' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <3 x i8> <i8 44, i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry trunc --args 'i32 -1' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <3 x i8> <i8 -1, i8 poison, i8 -1>
; RUN: %llfuzz run %s --entry trunc --args 'i32 200' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <3 x i8> <i8 -56, i8 -56, i8 poison>
; RUN: %llfuzz run %s --entry trunc --args 'i32 100' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <3 x i8> <i8 100, i8 100, i8 100>
; undef bits are truncated with the rest
; RUN: %llfuzz run %s --entry truncor --args 'i32 undef' | FileCheck %s --check-prefix=CHECK5
; CHECK5: i4 0b???1
;
; zext, zext nneg, sext: i8 to i32
; RUN: %llfuzz run %s --entry ext --args 'i8 -1' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <3 x i32> <i32 255, i32 poison, i32 -1>
; RUN: %llfuzz run %s --entry ext --args 'i8 5' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <3 x i32> <i32 5, i32 5, i32 5>
; RUN: %llfuzz run %s --entry extw --args 'i8 -128' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <2 x i128> <i128 128, i128 -128>
; the bits a zext adds are defined, those of a sext copy the sign bit's definedness
; RUN: %llfuzz run %s --entry extundef --args 'i4 undef' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <2 x i8> <i8 0b0000????, i8 undef>
;
; fptrunc double to float (bit patterns as i32), fpext float to double
; 0.1 -> 0x3DCCCCCD; 1e300 -> inf; 2^-149 * 1.5 -> 2^-148 (tie to even);
; 2^-150 -> 0 (tie to even); -0.0 -> -0.0
; RUN: %llfuzz run %s --entry fptrunc --args 'double 0.1' | FileCheck %s --check-prefix=CHECK10
; CHECK10: i32 1036831949
; RUN: %llfuzz run %s --entry fptrunc --args 'double 1.0e300' | FileCheck %s --check-prefix=CHECK11
; CHECK11: i32 2139095040
; RUN: %llfuzz run %s --entry fptrunc --args 'double 0x36A8000000000000' | FileCheck %s --check-prefix=CHECK12
; CHECK12: i32 2
; RUN: %llfuzz run %s --entry fptrunc --args 'double 0x3690000000000000' | FileCheck %s --check-prefix=CHECK13
; CHECK13: i32 0
; RUN: %llfuzz run %s --entry fptrunc --args 'double -0.0' | FileCheck %s --check-prefix=CHECK14
; CHECK14: i32 -2147483648
; RUN: %llfuzz run %s --entry fpext --args 'float 0x3FB99999A0000000' | FileCheck %s --check-prefix=CHECK15
; CHECK15: double 0.10000000149011612
; RUN: %llfuzz run %s --entry fpext --args 'float 0x36A0000000000000' | FileCheck %s --check-prefix=CHECK16
; CHECK16: double 1.401298464324817e-45
; nnan on a conversion: a NaN operand is poison
; RUN: %llfuzz run %s --entry fpconvflags --args 'double 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <2 x float> <float poison, float nan(unknown)>
;
; fptoui, fptosi: float to i8
; RUN: %llfuzz run %s --entry fptoi --args 'float 3.75' | FileCheck %s --check-prefix=CHECK18
; CHECK18: <2 x i8> <i8 3, i8 3>
; RUN: %llfuzz run %s --entry fptoi --args 'float -3.75' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <2 x i8> <i8 poison, i8 -3>
; RUN: %llfuzz run %s --entry fptoi --args 'float -0.5' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <2 x i8> <i8 0, i8 0>
; RUN: %llfuzz run %s --entry fptoi --args 'float 255.5' | FileCheck %s --check-prefix=CHECK21
; CHECK21: <2 x i8> <i8 -1, i8 poison>
; RUN: %llfuzz run %s --entry fptoi --args 'float 256.0' | FileCheck %s --check-prefix=CHECK22
; CHECK22: <2 x i8> <i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry fptoi --args 'float -128.75' | FileCheck %s --check-prefix=CHECK23
; CHECK23: <2 x i8> <i8 poison, i8 -128>
; RUN: %llfuzz run %s --entry fptoi --args 'float 127.75' | FileCheck %s --check-prefix=CHECK24
; CHECK24: <2 x i8> <i8 127, i8 127>
; RUN: %llfuzz run %s --entry fptoi --args 'float 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK25
; CHECK25: <2 x i8> <i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry fptoi --args 'float 0xFFF0000000000000' | FileCheck %s --check-prefix=CHECK26
; CHECK26: <2 x i8> <i8 poison, i8 poison>
; a double to i64 and i128
; RUN: %llfuzz run %s --entry fptoiw --args 'double 1.0e20' | FileCheck %s --check-prefix=CHECK27
; CHECK27: { i64, i64, i128 } { i64 poison, i64 poison, i128 100000000000000000000 }
; RUN: %llfuzz run %s --entry fptoiw --args 'double -9.2233720368547758e18' | FileCheck %s --check-prefix=CHECK28
; CHECK28: { i64, i64, i128 } { i64 poison, i64 -9223372036854775808, i128 -9223372036854775808 }
;
; uitofp, uitofp nneg, sitofp: i8 to float
; RUN: %llfuzz run %s --entry itofp --args 'i8 -1' | FileCheck %s --check-prefix=CHECK29
; CHECK29: <3 x float> <float 255.0, float poison, float -1.0>
; RUN: %llfuzz run %s --entry itofp --args 'i8 100' | FileCheck %s --check-prefix=CHECK30
; CHECK30: <3 x float> <float 100.0, float 100.0, float 100.0>
; rounding: 2^24 + 1 and 2^24 + 3 are ties (to even: 2^24, 2^24 + 4);
; 2^64 - 1 rounds up to 2^64
; RUN: %llfuzz run %s --entry itofpr --args 'i32 16777217, i32 16777219, i64 -1' | FileCheck %s --check-prefix=CHECK31
; CHECK31: <3 x float> <float 16777216.0, float 16777220.0, float 18446744000000000000.0>
;
; ptrtoint / ptrtoaddr / inttoptr: addresses of one object differ by the
; offsets; null is 0; an integer becomes a pointer to that address
; RUN: %llfuzz run %s --entry ptrint | FileCheck %s --check-prefix=CHECK32
; CHECK32: { i64, i64, i64, i8, ptr } { i64 0, i64 12, i64 12, i8 12, ptr 0x1234 }
; inttoptr of an object's address gets back a pointer into it
; RUN: %llfuzz run %s --entry roundtrip | FileCheck %s --check-prefix=CHECK33
; CHECK33: i32 3
;
; bitcast
; RUN: %llfuzz run %s --entry bitcasts --args '<2 x i16> <i16 1, i16 2>, float 1.0' | FileCheck %s --check-prefix=CHECK34
; CHECK34: { i32, i32, <4 x i8>, <2 x float> } { i32 131073, i32 1065353216, <4 x i8> <i8 1, i8 0, i8 2, i8 0>, <2 x float> <float 1.0, float 0.0> }
; RUN: %llfuzz run %s --entry bitcasts --args '<2 x i16> <i16 1, i16 poison>, float -2.0' | FileCheck %s --check-prefix=CHECK35
; CHECK35: { i32, i32, <4 x i8>, <2 x float> } { i32 poison, i32 -1073741824, <4 x i8> <i8 1, i8 0, i8 poison, i8 poison>, <2 x float> <float -2.0, float 0.0> }
; i8 lanes to <8 x i1>: bit 0 of the i8 is lane 0
; RUN: %llfuzz run %s --entry tobits --args 'i8 6' | FileCheck %s --check-prefix=CHECK36
; CHECK36: <8 x i1> <i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>
;
; addrspacecast keeps the pointer
; RUN: %llfuzz run %s --entry asc | FileCheck %s --check-prefix=CHECK37
; CHECK37: i32 3

@g = global [4 x i32] [i32 0, i32 1, i32 2, i32 3]

define <3 x i8> @trunc(i32 %x) {
  %r0 = trunc i32 %x to i8
  %r1 = trunc nuw i32 %x to i8
  %r2 = trunc nsw i32 %x to i8
  %v0 = insertelement <3 x i8> poison, i8 %r0, i32 0
  %v1 = insertelement <3 x i8> %v0, i8 %r1, i32 1
  %v2 = insertelement <3 x i8> %v1, i8 %r2, i32 2
  ret <3 x i8> %v2
}

define i4 @truncor(i32 %x) {
  %o = or i32 %x, 16
  %p = or i32 %o, 1
  %r = trunc i32 %p to i4
  ret i4 %r
}

define <3 x i32> @ext(i8 %x) {
  %r0 = zext i8 %x to i32
  %r1 = zext nneg i8 %x to i32
  %r2 = sext i8 %x to i32
  %v0 = insertelement <3 x i32> poison, i32 %r0, i32 0
  %v1 = insertelement <3 x i32> %v0, i32 %r1, i32 1
  %v2 = insertelement <3 x i32> %v1, i32 %r2, i32 2
  ret <3 x i32> %v2
}

define <2 x i128> @extw(i8 %x) {
  %r0 = zext i8 %x to i128
  %r1 = sext i8 %x to i128
  %v0 = insertelement <2 x i128> poison, i128 %r0, i32 0
  %v1 = insertelement <2 x i128> %v0, i128 %r1, i32 1
  ret <2 x i128> %v1
}

define <2 x i8> @extundef(i4 %x) {
  %r0 = zext i4 %x to i8
  %r1 = sext i4 %x to i8
  %v0 = insertelement <2 x i8> poison, i8 %r0, i32 0
  %v1 = insertelement <2 x i8> %v0, i8 %r1, i32 1
  ret <2 x i8> %v1
}

define i32 @fptrunc(double %x) {
  %f = fptrunc double %x to float
  %i = bitcast float %f to i32
  ret i32 %i
}

define double @fpext(float %x) {
  %d = fpext float %x to double
  ret double %d
}

define <2 x float> @fpconvflags(double %x) {
  %a = fptrunc nnan double %x to float
  %b = fptrunc ninf double %x to float
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v1 = insertelement <2 x float> %v0, float %b, i32 1
  ret <2 x float> %v1
}

define <2 x i8> @fptoi(float %x) {
  %r0 = fptoui float %x to i8
  %r1 = fptosi float %x to i8
  %v0 = insertelement <2 x i8> poison, i8 %r0, i32 0
  %v1 = insertelement <2 x i8> %v0, i8 %r1, i32 1
  ret <2 x i8> %v1
}

define { i64, i64, i128 } @fptoiw(double %x) {
  %r0 = fptoui double %x to i64
  %r1 = fptosi double %x to i64
  %r2 = fptosi double %x to i128
  %s0 = insertvalue { i64, i64, i128 } poison, i64 %r0, 0
  %s1 = insertvalue { i64, i64, i128 } %s0, i64 %r1, 1
  %s2 = insertvalue { i64, i64, i128 } %s1, i128 %r2, 2
  ret { i64, i64, i128 } %s2
}

define <3 x float> @itofp(i8 %x) {
  %r0 = uitofp i8 %x to float
  %r1 = uitofp nneg i8 %x to float
  %r2 = sitofp i8 %x to float
  %v0 = insertelement <3 x float> poison, float %r0, i32 0
  %v1 = insertelement <3 x float> %v0, float %r1, i32 1
  %v2 = insertelement <3 x float> %v1, float %r2, i32 2
  ret <3 x float> %v2
}

define <3 x float> @itofpr(i32 %a, i32 %b, i64 %c) {
  %r0 = sitofp i32 %a to float
  %r1 = uitofp i32 %b to float
  %r2 = uitofp i64 %c to float
  %v0 = insertelement <3 x float> poison, float %r0, i32 0
  %v1 = insertelement <3 x float> %v0, float %r1, i32 1
  %v2 = insertelement <3 x float> %v1, float %r2, i32 2
  ret <3 x float> %v2
}

define { i64, i64, i64, i8, ptr } @ptrint() {
  %n = ptrtoint ptr null to i64
  %p = getelementptr i32, ptr @g, i64 3
  %a = ptrtoint ptr @g to i64
  %b = ptrtoint ptr %p to i64
  %d = sub i64 %b, %a
  %aa = ptrtoaddr ptr @g to i64
  %ab = ptrtoaddr ptr %p to i64
  %d2 = sub i64 %ab, %aa
  %a8 = ptrtoint ptr @g to i8
  %b8 = ptrtoint ptr %p to i8
  %d8 = sub i8 %b8, %a8
  %q = inttoptr i64 4660 to ptr
  %s0 = insertvalue { i64, i64, i64, i8, ptr } poison, i64 %n, 0
  %s1 = insertvalue { i64, i64, i64, i8, ptr } %s0, i64 %d, 1
  %s2 = insertvalue { i64, i64, i64, i8, ptr } %s1, i64 %d2, 2
  %s3 = insertvalue { i64, i64, i64, i8, ptr } %s2, i8 %d8, 3
  %s4 = insertvalue { i64, i64, i64, i8, ptr } %s3, ptr %q, 4
  ret { i64, i64, i64, i8, ptr } %s4
}

define i32 @roundtrip() {
  %a = ptrtoint ptr @g to i64
  %b = add i64 %a, 12
  %p = inttoptr i64 %b to ptr
  %l = load i32, ptr %p
  ret i32 %l
}

define { i32, i32, <4 x i8>, <2 x float> } @bitcasts(<2 x i16> %v, float %f) {
  %a = bitcast <2 x i16> %v to i32
  %b = bitcast float %f to i32
  %c = bitcast <2 x i16> %v to <4 x i8>
  %fi = bitcast float %f to i32
  %w = zext i32 %fi to i64
  %d = bitcast i64 %w to <2 x float>
  %s0 = insertvalue { i32, i32, <4 x i8>, <2 x float> } poison, i32 %a, 0
  %s1 = insertvalue { i32, i32, <4 x i8>, <2 x float> } %s0, i32 %b, 1
  %s2 = insertvalue { i32, i32, <4 x i8>, <2 x float> } %s1, <4 x i8> %c, 2
  %s3 = insertvalue { i32, i32, <4 x i8>, <2 x float> } %s2, <2 x float> %d, 3
  ret { i32, i32, <4 x i8>, <2 x float> } %s3
}

define <8 x i1> @tobits(i8 %x) {
  %r = bitcast i8 %x to <8 x i1>
  ret <8 x i1> %r
}

define i32 @asc() {
  %p = getelementptr i32, ptr @g, i64 3
  %q = addrspacecast ptr %p to ptr addrspace(1)
  %r = addrspacecast ptr addrspace(1) %q to ptr
  %l = load i32, ptr %r
  ret i32 %l
}
