; The module's datalayout (family 3), big-endian: a bitcast is a store and
; a load, the first vector element is at the lowest address and holds the
; most significant bits; multi-byte integers are stored most significant
; byte first.  Correct rewrites for a big-endian target must pass.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: 8 pairs: 8 without counterexample, 0 with a counterexample
target datalayout = "E-p:64:64-i64:64-n32:64"

; element 0 of <2 x i32> is the high half of the i64
define i32 @src1(i64 %x) {
  %v = bitcast i64 %x to <2 x i32>
  %e = extractelement <2 x i32> %v, i32 0
  ret i32 %e
}
define i32 @tgt1(i64 %x) {
  %s = lshr i64 %x, 32
  %t = trunc i64 %s to i32
  ret i32 %t
}

; the byte at offset 0 of a stored i32 is its top byte
define i8 @src2(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  %b = load i8, ptr %p
  ret i8 %b
}
define i8 @tgt2(i32 %x) {
  %s = lshr i32 %x, 24
  %t = trunc i32 %s to i8
  ret i8 %t
}

; two i8 stores read back as one i16, first byte on top
define i16 @src3(i8 %a, i8 %b) {
  %p = alloca [2 x i8]
  store i8 %a, ptr %p
  %q = getelementptr i8, ptr %p, i64 1
  store i8 %b, ptr %q
  %r = load i16, ptr %p
  ret i16 %r
}
define i16 @tgt3(i8 %a, i8 %b) {
  %x = zext i8 %a to i16
  %y = zext i8 %b to i16
  %h = shl i16 %x, 8
  %r = or disjoint i16 %h, %y
  ret i16 %r
}

; trunc of a bitcast vector: the last element
define i8 @src4(<4 x i8> %v) {
  %i = bitcast <4 x i8> %v to i32
  %t = trunc i32 %i to i8
  ret i8 %t
}
define i8 @tgt4(<4 x i8> %v) {
  %e = extractelement <4 x i8> %v, i32 3
  ret i8 %e
}

; an aggregate store of {i16, i16} read as an i32
define i32 @src5(i16 %a, i16 %b) {
  %p = alloca { i16, i16 }
  %s0 = insertvalue { i16, i16 } poison, i16 %a, 0
  %s1 = insertvalue { i16, i16 } %s0, i16 %b, 1
  store { i16, i16 } %s1, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}
define i32 @tgt5(i16 %a, i16 %b) {
  %x = zext i16 %a to i32
  %y = zext i16 %b to i32
  %h = shl i32 %x, 16
  %r = or i32 %h, %y
  ret i32 %r
}

; a vector of i16 to a vector of i32: pairs, first on top
define <2 x i32> @src6(<4 x i16> %v) {
  %r = bitcast <4 x i16> %v to <2 x i32>
  ret <2 x i32> %r
}
define <2 x i32> @tgt6(<4 x i16> %v) {
  %e = shufflevector <4 x i16> %v, <4 x i16> poison, <2 x i32> <i32 0, i32 2>
  %o = shufflevector <4 x i16> %v, <4 x i16> poison, <2 x i32> <i32 1, i32 3>
  %x = zext <2 x i16> %e to <2 x i32>
  %y = zext <2 x i16> %o to <2 x i32>
  %h = shl <2 x i32> %x, splat (i32 16)
  %r = or <2 x i32> %h, %y
  ret <2 x i32> %r
}

; an undef i128 shifted down 64 has known zeros on top: trunc nuw is not
; poison (a wide shift once made all of it undef)
define double @src7(i128 %x) {
  %v = bitcast i128 %x to <2 x double>
  %e = extractelement <2 x double> %v, i64 0
  ret double %e
}
define double @tgt7(i128 %x) {
  %s = lshr i128 %x, 64
  %t = trunc nuw i128 %s to i64
  %r = bitcast i64 %t to double
  ret double %r
}

; a store of i64, loads of its halves
define i32 @src8(i64 %x) {
  %p = alloca i64
  store i64 %x, ptr %p
  %q = getelementptr i8, ptr %p, i64 4
  %r = load i32, ptr %q
  ret i32 %r
}
define i32 @tgt8(i64 %x) {
  %t = trunc i64 %x to i32
  ret i32 %t
}
