; opt's -mcpu= gives every function a "target-cpu" attribute, and
; InstCombine folds llvm.amdgcn.wavefrontsize by it (gfx1100: 32): check
; gives the source's functions the same one, the ones opt inlined and
; dropped too, so that the source runs on the subtarget the target was
; made for.  llfuzz must find no counterexample.
; RUN: %llfuzz check %s --engine 'opt-22:-mtriple=amdgcn-- -mcpu=gfx1100 -passes=inline,instcombine' | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @f/@f: no counterexample
; CHECK: @g/@g: no counterexample

define internal i32 @helper() {
  %w = call i32 @llvm.amdgcn.wavefrontsize()
  ret i32 %w
}

define i32 @f() {
  %r = call i32 @helper()
  ret i32 %r
}

define i32 @g(i32 %x, i32 %y) {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 %x, i32 %y)
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  ret i32 %hi
}

declare i32 @llvm.amdgcn.wavefrontsize()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
