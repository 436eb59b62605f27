; Wrong folds of AMDGPU's wave operations: a lane op taken for the identity
; on a value that need not be uniform, the wave's size or the lane index
; modulo the wrong one, mbcnt.hi dropped in wave64, ballot as a sign
; extension, writelane's operands swapped, the wrong element after moving a
; readfirstlane into a vector, amdgcn.icmp's operands swapped without the
; predicate.  llfuzz must find each (the one active lane is chosen from the
; input, lane 0 one time in four).
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
; CHECK: @src10/@tgt10: ERROR: value mismatch

; readlane(x, 0) is x only in lane 0, not another lane's value
define i32 @src1(i32 %x) {
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 0)
  ret i32 %r
}
define i32 @tgt1(i32 %x) {
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 1)
  ret i32 %r
}

; mbcnt.hi counts lanes 32 to 63 in wave64
define i32 @src2(i32 %y) #0 {
  %r = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %y)
  ret i32 %r
}
define i32 @tgt2(i32 %y) #0 {
  ret i32 %y
}

; gfx1030 runs wave32
define i32 @src3() #1 {
  %w = call i32 @llvm.amdgcn.wavefrontsize()
  ret i32 %w
}
define i32 @tgt3() #1 {
  ret i32 64
}

; ballot is one lane's bit, not all of them
define i64 @src4(i1 %c) {
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  ret i64 %b
}
define i64 @tgt4(i1 %c) {
  %s = sext i1 %c to i64
  ret i64 %s
}

; writelane in lane 0 only
define i32 @src5(i32 %v, i32 %old) {
  %r = call i32 @llvm.amdgcn.writelane.i32(i32 %v, i32 0, i32 %old)
  ret i32 %r
}
define i32 @tgt5(i32 %v, i32 %old) {
  ret i32 %v
}

; the wrong element after moving readfirstlane in
define i16 @src6(<2 x i16> %v) {
  %a = call <2 x i16> @llvm.amdgcn.readfirstlane.v2i16(<2 x i16> %v)
  %e = extractelement <2 x i16> %a, i32 1
  ret i16 %e
}
define i16 @tgt6(<2 x i16> %v) {
  %e = extractelement <2 x i16> %v, i32 0
  %a = call i16 @llvm.amdgcn.readfirstlane.i16(i16 %e)
  ret i16 %a
}

; amdgcn.icmp ult with swapped operands is ugt, not ult
define i64 @src7(i32 %a, i32 %b) {
  %m = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %a, i32 %b, i32 36)
  ret i64 %m
}
define i64 @tgt7(i32 %a, i32 %b) {
  %m = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %b, i32 %a, i32 36)
  ret i64 %m
}

; mbcnt.lo of all lanes is the lane's number, not 0
define i32 @src8() {
  %r = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  ret i32 %r
}
define i32 @tgt8() {
  ret i32 0
}

; the lane index modulo 32 is wrong in wave64
define i32 @src9(i32 %v, i32 %old) #0 {
  %r = call i32 @llvm.amdgcn.writelane.i32(i32 %v, i32 32, i32 %old)
  ret i32 %r
}
define i32 @tgt9(i32 %v, i32 %old) #0 {
  %r = call i32 @llvm.amdgcn.writelane.i32(i32 %v, i32 0, i32 %old)
  ret i32 %r
}

; a reduction of x is x, not 0
define i32 @src10(i32 %x) {
  %r = call i32 @llvm.amdgcn.wave.reduce.xor.i32(i32 %x, i32 0)
  ret i32 %r
}
define i32 @tgt10(i32 %x) {
  ret i32 0
}

attributes #0 = { "target-features"="+wavefrontsize64" }
attributes #1 = { "target-cpu"="gfx1030" }

declare i16 @llvm.amdgcn.readfirstlane.i16(i16)
declare <2 x i16> @llvm.amdgcn.readfirstlane.v2i16(<2 x i16>)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.wavefrontsize()
declare i32 @llvm.amdgcn.wave.reduce.xor.i32(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32)
