; Wrong folds of llvm.amdgcn.fract: the fraction of -6.125 taken toward
; zero, a tiny negative x giving 1, fract(inf) as 0; a null pointer in
; the LDS.  llfuzz must find each.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch

define float @src1() {
  %r = call float @llvm.amdgcn.fract.f32(float -6.125)
  ret float %r
}
define float @tgt1() {
  ret float 0.125
}

define float @src2() {
  %r = call float @llvm.amdgcn.fract.f32(float 0xB810000000000000)
  ret float %r
}
define float @tgt2() {
  ret float 1.0
}

define float @src3() {
  %r = call float @llvm.amdgcn.fract.f32(float 0x7FF0000000000000)
  ret float %r
}
define float @tgt3() {
  ret float 0.0
}

define i1 @src4() {
  %r = call i1 @llvm.amdgcn.is.shared(ptr null)
  ret i1 %r
}
define i1 @tgt4() {
  ret i1 true
}

declare i1 @llvm.amdgcn.is.shared(ptr)
declare float @llvm.amdgcn.fract.f32(float)
