; The module's datalayout (family 3): 32-bit pointers with a 32-bit index,
; a 16-bit address space 1, i64 and double aligned to 4 bytes.  Correct
; rewrites that follow this layout must pass.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: 6 pairs: 6 without counterexample, 0 with a counterexample
target datalayout = "e-p:32:32:32:32-p1:16:16:16:16-i64:32-f64:32-n8:16:32"

; {i32, i64}: the i64 is at offset 4 when i64 is 4-aligned
define ptr @src1(ptr %p) {
  %q = getelementptr { i32, i64 }, ptr %p, i32 0, i32 1
  ret ptr %q
}
define ptr @tgt1(ptr %p) {
  %q = getelementptr i8, ptr %p, i32 4
  ret ptr %q
}

; the same for double
define ptr @src2(ptr %p) {
  %q = getelementptr { i8, double }, ptr %p, i32 0, i32 1
  ret ptr %q
}
define ptr @tgt2(ptr %p) {
  %q = getelementptr i8, ptr %p, i32 4
  ret ptr %q
}

; ptrtoint to i64 of a 32-bit pointer is a zext of its 32 bits
define i64 @src3(ptr %p) {
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}
define i64 @tgt3(ptr %p) {
  %i = ptrtoint ptr %p to i32
  %z = zext i32 %i to i64
  ret i64 %z
}

; an array of {i32, i64} has a 12-byte stride
define ptr @src4(ptr %p, i32 %i) {
  %q = getelementptr [4 x { i32, i64 }], ptr %p, i32 0, i32 %i
  ret ptr %q
}
define ptr @tgt4(ptr %p, i32 %i) {
  %o = mul i32 %i, 12
  %q = getelementptr i8, ptr %p, i32 %o
  ret ptr %q
}

; an address space 1 pointer is 16 bits wide
; (a global: pointer arguments of a 16-bit address space are unsupported)
@g1 = addrspace(1) global i32 0

define i16 @src5() {
  %i = ptrtoint ptr addrspace(1) @g1 to i32
  %t = trunc i32 %i to i16
  ret i16 %t
}
define i16 @tgt5() {
  %i = ptrtoint ptr addrspace(1) @g1 to i16
  ret i16 %i
}

; the store size of {i32, i64}: 12 bytes, the second field's bytes 4..11
define i32 @src6(i32 %a, i64 %b) {
  %p = alloca { i32, i64 }
  %s0 = insertvalue { i32, i64 } poison, i32 %a, 0
  %s1 = insertvalue { i32, i64 } %s0, i64 %b, 1
  store { i32, i64 } %s1, ptr %p
  %q = getelementptr i8, ptr %p, i32 4
  %r = load i32, ptr %q
  ret i32 %r
}
define i32 @tgt6(i32 %a, i64 %b) {
  %t = trunc i64 %b to i32
  ret i32 %t
}
