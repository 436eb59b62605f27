; Correct folds of AMDGPU's wave operations (readfirstlane, readlane,
; writelane, permlane64, mbcnt, ballot, icmp/fcmp, wavefrontsize) of the
; kinds LLVM 22's InstCombine makes: a lane op of a uniform value dropped,
; lane ops moved across bitcasts and vector element extraction, the lane
; index taken modulo the wave's size (from "target-features" or
; "target-cpu"), mbcnt.hi of wave32, wavefrontsize folded, ballot.i64 of
; wave32 narrowed, amdgcn.icmp of a zext'ed compare.  The interpreter runs
; one wave with one active lane: llfuzz must find no counterexample.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
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
; CHECK: @src11/@tgt11: no counterexample
; CHECK: @src12/@tgt12: no counterexample
; CHECK: @src13/@tgt13: no counterexample
; CHECK: @src14/@tgt14: no counterexample
; CHECK: @src15/@tgt15: no counterexample
; CHECK: @src16/@tgt16: no counterexample
; CHECK: @src17/@tgt17: no counterexample

; readfirstlane of a readfirstlane
define i32 @src1(i32 %x) {
  %a = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a)
  ret i32 %b
}
define i32 @tgt1(i32 %x) {
  %a = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  ret i32 %a
}

; readlane of a uniform value, whatever the lane
define i32 @src2(i32 %x, i32 %l) {
  %a = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  %b = call i32 @llvm.amdgcn.readlane.i32(i32 %a, i32 %l)
  ret i32 %b
}
define i32 @tgt2(i32 %x, i32 %l) {
  %a = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  ret i32 %a
}

; readfirstlane moved across a bitcast
define i32 @src3(float %x) {
  %c = bitcast float %x to i32
  %a = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %c)
  ret i32 %a
}
define i32 @tgt3(float %x) {
  %a = call float @llvm.amdgcn.readfirstlane.f32(float %x)
  %c = bitcast float %a to i32
  ret i32 %c
}

; the lane index modulo 64 in wave64
define i32 @src4(i32 %x) #0 {
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 65)
  ret i32 %r
}
define i32 @tgt4(i32 %x) #0 {
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 1)
  ret i32 %r
}

; its low five bits only in wave32
define i32 @src5(i32 %x, i32 %i) #1 {
  %l = and i32 %i, 31
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 %l)
  ret i32 %r
}
define i32 @tgt5(i32 %x, i32 %i) #1 {
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 %i)
  ret i32 %r
}

; writelane's lane index modulo 64 too
define i32 @src6(i32 %v, i32 %old) #0 {
  %r = call i32 @llvm.amdgcn.writelane.i32(i32 %v, i32 64, i32 %old)
  ret i32 %r
}
define i32 @tgt6(i32 %v, i32 %old) #0 {
  %r = call i32 @llvm.amdgcn.writelane.i32(i32 %v, i32 0, i32 %old)
  ret i32 %r
}

; mbcnt.hi counts nothing in wave32 (gfx10 and later default to it)
define i32 @src7(i32 %x, i32 %y) #2 {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 %x, i32 %y)
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  ret i32 %hi
}
define i32 @tgt7(i32 %x, i32 %y) #2 {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 %x, i32 %y)
  ret i32 %lo
}

; wavefrontsize on gfx10 (wave32) and on an older one (wave64)
define i32 @src8() #2 {
  %w = call i32 @llvm.amdgcn.wavefrontsize()
  ret i32 %w
}
define i32 @tgt8() #2 {
  ret i32 32
}
define i32 @src9() #3 {
  %w = call i32 @llvm.amdgcn.wavefrontsize()
  %c = icmp ugt i32 %w, 32
  %r = select i1 %c, i32 2, i32 1
  ret i32 %r
}
define i32 @tgt9() #3 {
  ret i32 2
}

; ballot.i64 in wave32: the high half is 0
define i64 @src10(i1 %c) #1 {
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  ret i64 %b
}
define i64 @tgt10(i1 %c) #1 {
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %c)
  %z = zext i32 %b to i64
  ret i64 %z
}

; ballot of false
define i64 @src11() {
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 false)
  ret i64 %b
}
define i64 @tgt11() {
  ret i64 0
}

; amdgcn.icmp(zext(a == b), 0, ne) is amdgcn.icmp(a, b, eq)
define i64 @src12(i32 %a, i32 %b) {
  %e = icmp eq i32 %a, %b
  %z = zext i1 %e to i32
  %m = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %z, i32 0, i32 33)
  ret i64 %m
}
define i64 @tgt12(i32 %a, i32 %b) {
  %m = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %a, i32 %b, i32 32)
  ret i64 %m
}

; amdgcn.fcmp olt with its operands swapped is ogt
define i64 @src13(float %a, float %b) {
  %m = call i64 @llvm.amdgcn.fcmp.i64.f32(float %a, float %b, i32 4)
  ret i64 %m
}
define i64 @tgt13(float %a, float %b) {
  %m = call i64 @llvm.amdgcn.fcmp.i64.f32(float %b, float %a, i32 2)
  ret i64 %m
}

; permlane64 of a constant
define i32 @src14() {
  %r = call i32 @llvm.amdgcn.permlane64.i32(i32 99)
  ret i32 %r
}
define i32 @tgt14() {
  ret i32 99
}

; an element of a readfirstlane of a vector
define i16 @src15(<2 x i16> %v) {
  %a = call <2 x i16> @llvm.amdgcn.readfirstlane.v2i16(<2 x i16> %v)
  %e = extractelement <2 x i16> %a, i32 1
  ret i16 %e
}
define i16 @tgt15(<2 x i16> %v) {
  %e = extractelement <2 x i16> %v, i32 1
  %a = call i16 @llvm.amdgcn.readfirstlane.i16(i16 %e)
  ret i16 %a
}

; readlane of a poison value
define i32 @src16(i32 %l) {
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 poison, i32 %l)
  ret i32 %r
}
define i32 @tgt16(i32 %l) {
  ret i32 poison
}

; a reduction of a constant
define i32 @src17() {
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 123, i32 1)
  ret i32 %r
}
define i32 @tgt17() {
  ret i32 123
}

attributes #0 = { "target-features"="+wavefrontsize64" }
attributes #1 = { "target-features"="+wavefrontsize32" }
attributes #2 = { "target-cpu"="gfx1030" }
attributes #3 = { "target-cpu"="tonga" }

declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i16 @llvm.amdgcn.readfirstlane.i16(i16)
declare float @llvm.amdgcn.readfirstlane.f32(float)
declare <2 x i16> @llvm.amdgcn.readfirstlane.v2i16(<2 x i16>)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.permlane64.i32(i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.wavefrontsize()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.ballot.i32(i1)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32)
declare i64 @llvm.amdgcn.fcmp.i64.f32(float, float, i32)
