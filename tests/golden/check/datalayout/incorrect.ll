; The module's datalayout (family 3): rewrites that would be right for the
; default layout (little-endian, 64-bit pointers, i64 8-aligned) and are
; wrong for this one must be found.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: value mismatch
; CHECK: @src10/@tgt10: ERROR
; CHECK: 10 pairs: 0 without counterexample, 10 with a counterexample
target datalayout = "E-p:32:32:32:32-i64:32-f64:32-n8:16:32"

; element 0 is the high half on big-endian, not the low one
define i32 @src1(i64 %x) {
  %v = bitcast i64 %x to <2 x i32>
  %e = extractelement <2 x i32> %v, i32 0
  ret i32 %e
}
define i32 @tgt1(i64 %x) {
  %t = trunc i64 %x to i32
  ret i32 %t
}

; offset 0 of a stored i32 is its top byte
define i8 @src2(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  %b = load i8, ptr %p
  ret i8 %b
}
define i8 @tgt2(i32 %x) {
  %t = trunc i32 %x to i8
  ret i8 %t
}

; the first byte is the high one
define i16 @src3(i8 %a, i8 %b) {
  %p = alloca [2 x i8], align 2
  store i8 %a, ptr %p
  %q = getelementptr i8, ptr %p, i32 1
  store i8 %b, ptr %q
  %r = load i16, ptr %p
  ret i16 %r
}
define i16 @tgt3(i8 %a, i8 %b) {
  %x = zext i8 %a to i16
  %y = zext i8 %b to i16
  %h = shl i16 %y, 8
  %r = or i16 %h, %x
  ret i16 %r
}

; trunc of the bitcast is the last element, not the first
define i8 @src4(<4 x i8> %v) {
  %i = bitcast <4 x i8> %v to i32
  %t = trunc i32 %i to i8
  ret i8 %t
}
define i8 @tgt4(<4 x i8> %v) {
  %e = extractelement <4 x i8> %v, i32 0
  ret i8 %e
}

; i64 is 4-aligned here: the field is at offset 4, not 8
define ptr @src5(ptr %p) {
  %q = getelementptr { i32, i64 }, ptr %p, i32 0, i32 1
  ret ptr %q
}
define ptr @tgt5(ptr %p) {
  %q = getelementptr i8, ptr %p, i32 8
  ret ptr %q
}

; a 12-byte stride, not 16
define ptr @src6(ptr %p, i32 %i) {
  %q = getelementptr [4 x { i32, i64 }], ptr %p, i32 0, i32 %i
  ret ptr %q
}
define ptr @tgt6(ptr %p, i32 %i) {
  %o = shl i32 %i, 4
  %q = getelementptr i8, ptr %p, i32 %o
  ret ptr %q
}

; a 32-bit pointer zero-extends: its ptrtoint to i64 has zero high bits
define i64 @src7(ptr %p) {
  %i = ptrtoint ptr %p to i64
  %h = lshr i64 %i, 32
  ret i64 %h
}
define i64 @tgt7(ptr %p) {
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}

; the low half of a stored i64 is at offset 4 on big-endian
define i32 @src8(i64 %x) {
  %p = alloca i64
  store i64 %x, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}
define i32 @tgt8(i64 %x) {
  %t = trunc i64 %x to i32
  ret i32 %t
}

; <4 x i16> as <2 x i32> pairs the wrong way round
define <2 x i32> @src9(<4 x i16> %v) {
  %r = bitcast <4 x i16> %v to <2 x i32>
  ret <2 x i32> %r
}
define <2 x i32> @tgt9(<4 x i16> %v) {
  %e = shufflevector <4 x i16> %v, <4 x i16> poison, <2 x i32> <i32 0, i32 2>
  %o = shufflevector <4 x i16> %v, <4 x i16> poison, <2 x i32> <i32 1, i32 3>
  %x = zext <2 x i16> %e to <2 x i32>
  %y = zext <2 x i16> %o to <2 x i32>
  %h = shl <2 x i32> %y, splat (i32 16)
  %r = or <2 x i32> %h, %x
  ret <2 x i32> %r
}

; the double's bytes in a {i8, double} start at offset 4
define i8 @src10(double %d) {
  %p = alloca { i8, double }
  %q = getelementptr i8, ptr %p, i32 4
  store double %d, ptr %q
  %f = getelementptr { i8, double }, ptr %p, i32 0, i32 1
  %b = load i8, ptr %f
  ret i8 %b
}
define i8 @tgt10(double %d) {
  %i = bitcast double %d to i64
  %t = trunc i64 %i to i8
  ret i8 %t
}
