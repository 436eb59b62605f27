; Reduced from false alarms on InstCombine's
; constant-fold-address-space-pointer.ll: globals of an address space of
; 8- or 16-bit pointers got addresses above 0x10000, which such a pointer
; cannot hold, so ptrtoint truncated them and inttoptr(ptrtoint @g) was
; not @g.  Their globals now sit low, where the pointers reach; pointer
; arguments there (buffers sit high) are unsupported.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: unsupported: pointer arguments in an address space of pointers narrower than 32 bits
; CHECK: 5 pairs: 3 without counterexample, 1 with a counterexample, 1 unsupported

target datalayout = "e-p:32:32:32-p2:8:8:8-p3:16:16:16"

@g3 = addrspace(3) constant i32 7
@g2 = addrspace(2) constant i32 9
@h3 = addrspace(3) global [4 x i32] zeroinitializer

define ptr addrspace(3) @src1() {
  %x = ptrtoint ptr addrspace(3) @g3 to i32
  %y = inttoptr i32 %x to ptr addrspace(3)
  ret ptr addrspace(3) %y
}
define ptr addrspace(3) @tgt1() {
  ret ptr addrspace(3) @g3
}

define i32 @src2() {
  %x = ptrtoint ptr addrspace(2) @g2 to i64
  %y = inttoptr i64 %x to ptr addrspace(2)
  %v = load i32, ptr addrspace(2) %y
  ret i32 %v
}
define i32 @tgt2() {
  ret i32 9
}

; a struct member through a GEP in the 16-bit space
define i32 @src3() {
  %p = getelementptr [4 x i32], ptr addrspace(3) @h3, i16 0, i16 2
  store i32 5, ptr addrspace(3) %p
  %v = load i32, ptr addrspace(3) %p
  ret i32 %v
}
define i32 @tgt3() {
  store i32 5, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @h3, i16 8)
  ret i32 5
}

; wrong: a different global
define ptr addrspace(3) @src4() {
  %x = ptrtoint ptr addrspace(3) @g3 to i32
  %y = inttoptr i32 %x to ptr addrspace(3)
  ret ptr addrspace(3) %y
}
define ptr addrspace(3) @tgt4() {
  ret ptr addrspace(3) @h3
}

define i1 @src5(ptr addrspace(3) %a, ptr addrspace(3) %b) {
  %x = ptrtoint ptr addrspace(3) %a to i32
  %y = ptrtoint ptr addrspace(3) %b to i32
  %r = icmp eq i32 %x, %y
  ret i1 %r
}
define i1 @tgt5(ptr addrspace(3) %a, ptr addrspace(3) %b) {
  %r = icmp eq ptr addrspace(3) %a, %b
  ret i1 %r
}
