; Reduced from false alarms on InstCombine's sub-gep.ll (10 pairs): a GEP
; computed its offset at the index width of address space 0 whatever the
; address space of its base, so `getelementptr nusw` in addrspace(2) (32-bit
; index) did not see the multiplication overflow i32 (the source is poison
; there: InstCombine may fold to anything).  LangRef "'getelementptr'": the
; offsets go into the low index-width bits of the address, the bits above
; stay.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: target is more poisonous
; CHECK: 4 pairs: 2 without counterexample, 2 with a counterexample

target datalayout = "e-p:64:64:64-p2:32:32-p3:32:32:32:16"

@arr2 = external addrspace(2) global [42 x i16]
@arr3 = external addrspace(3) global [42 x i16]

; 0x7fffffff * 2 overflows i32: poison, so the sext of the doubled offset
; (which InstCombine writes) refines it
define i64 @src1(i32 %o) {
  %a = getelementptr nusw i16, ptr addrspace(2) @arr2, i32 %o
  %b = ptrtoint ptr addrspace(2) %a to i32
  %c = zext i32 %b to i64
  %d = sub i64 %c, ptrtoint (ptr addrspace(2) @arr2 to i64)
  ret i64 %d
}
define i64 @tgt1(i32 %o) {
  %i = shl nsw i32 %o, 1
  %d = sext i32 %i to i64
  ret i64 %d
}

; addrspace(3) has a 16-bit index: the offset wraps in the low 16 bits
define i16 @src2(i16 %o) {
  %a = getelementptr i8, ptr addrspace(3) @arr3, i16 %o
  %b = ptrtoaddr ptr addrspace(3) %a to i16
  %c = ptrtoaddr ptr addrspace(3) @arr3 to i16
  %d = sub i16 %b, %c
  ret i16 %d
}
define i16 @tgt2(i16 %o) {
  ret i16 %o
}

; wrong: the 32-bit offset is not sign-extended from 64 bits
define i64 @src3(i32 %o) {
  %a = getelementptr i8, ptr addrspace(2) @arr2, i32 %o
  %b = ptrtoint ptr addrspace(2) %a to i32
  %c = ptrtoint ptr addrspace(2) @arr2 to i32
  %d = sub i32 %b, %c
  %e = zext i32 %d to i64
  ret i64 %e
}
define i64 @tgt3(i32 %o) {
  %e = sext i32 %o to i64
  ret i64 %e
}

; wrong: nusw is not violated by a 32-bit offset that fits (poison only
; when it overflows i32)
define ptr addrspace(2) @src4(i32 %o) {
  %a = getelementptr nusw i8, ptr addrspace(2) @arr2, i32 %o
  ret ptr addrspace(2) %a
}
define ptr addrspace(2) @tgt4(i32 %o) {
  ret ptr addrspace(2) poison
}
