; The module's datalayout (family 3), big-endian with 32-bit pointers and
; a 32-bit index, and i64 aligned to 4 bytes: correct folds that hold only
; by this layout must pass -- loads of parts of a stored value read the high
; bytes first, a bitcast to a vector puts element 0 in the high bits,
; pointer sizes and index widths, GEP offsets and alloca alignment under the
; type alignment.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: no counterexample
; CHECK: @src9/@tgt9: no counterexample
; CHECK: @src10/@tgt10: no counterexample
; CHECK: 10 pairs: 10 without counterexample, 0 with a counterexample
target datalayout = "E-p:32:32:32:32-p1:16:16:16:16-i64:32-f64:32-n8:16:32"

; store-to-load forwarding: the first byte of a big-endian i32 is its top byte
define i8 @src1(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %b = load i8, ptr %a
  ret i8 %b
}
define i8 @tgt1(i32 %x) {
  %h = lshr i32 %x, 24
  %b = trunc i32 %h to i8
  ret i8 %b
}

; the i16 at offset 2 of a big-endian i32 is its low half
define i16 @src2(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %p = getelementptr i8, ptr %a, i32 2
  %v = load i16, ptr %p
  ret i16 %v
}
define i16 @tgt2(i32 %x) {
  %v = trunc i32 %x to i16
  ret i16 %v
}

; two i16 stores read back as one i32: the first is the high half
define i32 @src3(i16 %hi, i16 %lo) {
  %a = alloca i32
  store i16 %hi, ptr %a
  %p = getelementptr i8, ptr %a, i32 2
  store i16 %lo, ptr %p
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt3(i16 %hi, i16 %lo) {
  %h = zext i16 %hi to i32
  %l = zext i16 %lo to i32
  %s = shl nuw i32 %h, 16
  %v = or disjoint i32 %s, %l
  ret i32 %v
}

; big-endian: element 0 of an i32 bitcast to <2 x i16> is its high half
define i16 @src4(i32 %x) {
  %v = bitcast i32 %x to <2 x i16>
  %e = extractelement <2 x i16> %v, i32 0
  ret i16 %e
}
define i16 @tgt4(i32 %x) {
  %h = lshr i32 %x, 16
  %e = trunc i32 %h to i16
  ret i16 %e
}

; a pointer is 32 bits: its ptrtoint to i64 is a zext of its ptrtoint to
; i32, so the compare can be done on the i32s
define i1 @src5(ptr %p, ptr %q) {
  %a = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %q to i64
  %r = icmp eq i64 %a, %b
  ret i1 %r
}
define i1 @tgt5(ptr %p, ptr %q) {
  %a = ptrtoint ptr %p to i32
  %b = ptrtoint ptr %q to i32
  %r = icmp eq i32 %a, %b
  ret i1 %r
}

; the index width is 32 bits: an i64 index is truncated to 32 bits
define ptr @src6(ptr %p, i64 %i) {
  %q = getelementptr i8, ptr %p, i64 %i
  ret ptr %q
}
define ptr @tgt6(ptr %p, i64 %i) {
  %t = trunc i64 %i to i32
  %q = getelementptr i8, ptr %p, i32 %t
  ret ptr %q
}

; [3 x {i8, i64}]: each element is 12 bytes with i64 4-aligned, so element
; 2's i64 is at offset 2*12 + 4 = 28
define ptr @src7(ptr %p) {
  %q = getelementptr [3 x { i8, i64 }], ptr %p, i32 0, i32 2, i32 1
  ret ptr %q
}
define ptr @tgt7(ptr %p) {
  %q = getelementptr i8, ptr %p, i32 28
  ret ptr %q
}

; a big-endian i64 stored and read back as two i32: the first is the high
; word
define i32 @src8(i64 %x) {
  %a = alloca i64
  store i64 %x, ptr %a
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt8(i64 %x) {
  %h = lshr i64 %x, 32
  %v = trunc i64 %h to i32
  ret i32 %v
}

; an alloca of an i64 without an align is aligned to i64's alignment, 4
; bytes here: its address is a multiple of 4
define i1 @src9() {
  %a = alloca i64
  %i = ptrtoint ptr %a to i32
  %m = and i32 %i, 3
  %r = icmp eq i32 %m, 0
  ret i1 %r
}
define i1 @tgt9() {
  ret i1 true
}

; a store of an i64 then a load of the i32 at offset 4 reads the low word
; (big-endian)
define i32 @src10(i64 %x) {
  %a = alloca i64
  store i64 %x, ptr %a
  %p = getelementptr i8, ptr %a, i32 4
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt10(i64 %x) {
  %v = trunc i64 %x to i32
  ret i32 %v
}
