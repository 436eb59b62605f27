; llvm.amdgcn.fract (V_FRACT), wqm.vote, is.shared and is.private, folded
; as LLVM 22 does: fract(x) = x - floor(x) below 1, +0.0 for -0.0, the
; largest float below 1 for a tiny negative x, NaN for inf; wqm.vote of a
; constant; is.shared/is.private of null and poison.
; llfuzz must find no counterexample.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample

define float @src1() {
  %r = call float @llvm.amdgcn.fract.f32(float -6.125)
  ret float %r
}
define float @tgt1() {
  ret float 0.875
}

define float @src2() {
  %r = call float @llvm.amdgcn.fract.f32(float -0.0)
  ret float %r
}
define float @tgt2() {
  ret float 0.0
}

; 1 - 2^-126 rounds to 1: the largest float below 1
define float @src3() {
  %r = call float @llvm.amdgcn.fract.f32(float 0xB810000000000000)
  ret float %r
}
define float @tgt3() {
  ret float 0x3FEFFFFFE0000000
}

define i1 @src4(double %x) {
  %r = call double @llvm.amdgcn.fract.f64(double %x)
  %c = fcmp olt double %r, 1.0
  %n = fcmp uno double %x, 0.0
  %i = call i1 @llvm.is.fpclass.f64(double %x, i32 516)
  %bad = or i1 %n, %i
  %ok = or i1 %c, %bad
  ret i1 %ok
}
define i1 @tgt4(double %x) {
  ret i1 true
}

define float @src5() {
  %w = call i1 @llvm.amdgcn.wqm.vote(i1 true)
  %r = select i1 %w, float 1.0, float 0.0
  ret float %r
}
define float @tgt5() {
  ret float 1.0
}

define i1 @src6() {
  %r = call i1 @llvm.amdgcn.is.shared(ptr null)
  ret i1 %r
}
define i1 @tgt6() {
  ret i1 false
}

define i1 @src7() {
  %r = call i1 @llvm.amdgcn.is.private(ptr poison)
  ret i1 %r
}
define i1 @tgt7() {
  ret i1 poison
}

declare i1 @llvm.amdgcn.is.shared(ptr)
declare i1 @llvm.amdgcn.is.private(ptr)
declare float @llvm.amdgcn.fract.f32(float)
declare double @llvm.amdgcn.fract.f64(double)
declare i1 @llvm.is.fpclass.f64(double, i32)
declare i1 @llvm.amdgcn.wqm.vote(i1)
