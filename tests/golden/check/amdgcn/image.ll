; Correct folds of AMDGPU image samples and loads of the kind LLVM 22's
; InstCombine makes: dmask narrowed to the channels used (the result
; packs the enabled channels in order), elements past the enabled
; channels poison, an fptrunc of the result folded into the D16 form; a
; zero lod, bias, offset or mip level dropped, fpext'ed half coordinates
; taken as such (A16).  The model's images give four channels that depend on every operand but
; dmask: llfuzz must find no counterexample.
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

; element 1 of an xyzw sample is channel y alone
define float @src1(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call <4 x float> @llvm.amdgcn.image.sample.1d.v4f32.f32(i32 15, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %e = extractelement <4 x float> %d, i32 1
  ret float %e
}
define float @tgt1(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.1d.f32.f32(i32 2, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}

; dmask 0110 gives y and z: element 1 is z
define float @src2(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call <2 x float> @llvm.amdgcn.image.sample.lz.2d.v2f32.f32(i32 6, float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %e = extractelement <2 x float> %d, i32 1
  ret float %e
}
define float @tgt2(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.lz.2d.f32.f32(i32 4, float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}

; past the enabled channels: poison
define <2 x float> @src3(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call <4 x float> @llvm.amdgcn.image.sample.1d.v4f32.f32(i32 1, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %s2 = shufflevector <4 x float> %d, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  ret <2 x float> %s2
}
define <2 x float> @tgt3(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.1d.f32.f32(i32 1, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %v = insertelement <2 x float> poison, float %d, i64 0
  ret <2 x float> %v
}

; an fptrunc of the samples is the D16 sample
define <2 x half> @src4(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call <2 x float> @llvm.amdgcn.image.sample.lz.2d.v2f32.f32(i32 3, float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %h = fptrunc <2 x float> %d to <2 x half>
  ret <2 x half> %h
}
define <2 x half> @tgt4(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call <2 x half> @llvm.amdgcn.image.sample.lz.2d.v2f16.f32(i32 3, float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret <2 x half> %d
}

; an image load narrowed to channel w
define float @src5(i32 %x, i32 %y, <8 x i32> %rsrc) {
  %d = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 15, i32 %x, i32 %y, <8 x i32> %rsrc, i32 0, i32 0)
  %e = extractelement <4 x float> %d, i32 3
  ret float %e
}
define float @tgt5(i32 %x, i32 %y, <8 x i32> %rsrc) {
  %d = call float @llvm.amdgcn.image.load.2d.f32.i32(i32 8, i32 %x, i32 %y, <8 x i32> %rsrc, i32 0, i32 0)
  ret float %d
}

; the bits of a channel read as an integer
define i32 @src6(i32 %x, <8 x i32> %rsrc) {
  %d = call <2 x float> @llvm.amdgcn.image.load.1d.v2f32.i32(i32 5, i32 %x, <8 x i32> %rsrc, i32 0, i32 0)
  %e = extractelement <2 x float> %d, i32 1
  %b = bitcast float %e to i32
  ret i32 %b
}
define i32 @tgt6(i32 %x, <8 x i32> %rsrc) {
  %d = call i32 @llvm.amdgcn.image.load.1d.i32.i32(i32 4, i32 %x, <8 x i32> %rsrc, i32 0, i32 0)
  ret i32 %d
}

; a lod of 0 is the lz form, and so is a negative one
define float @src7(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %a = call float @llvm.amdgcn.image.sample.l.1d.f32.f32(i32 1, float %s, float 0.0, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %b = call float @llvm.amdgcn.image.sample.l.1d.f32.f32(i32 1, float %s, float -2.0, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %r = fadd float %a, %b
  ret float %r
}
define float @tgt7(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %a = call float @llvm.amdgcn.image.sample.lz.1d.f32.f32(i32 1, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %r = fadd float %a, %a
  ret float %r
}

; a bias of 0 and an offset of 0 dropped
define float @src8(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.b.o.1d.f32.f32.f32(i32 1, i32 0, float -0.0, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}
define float @tgt8(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.1d.f32.f32(i32 1, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}

; mip level 0 dropped
define float @src9(i32 %x, <8 x i32> %rsrc) {
  %d = call float @llvm.amdgcn.image.load.mip.1d.f32.i32(i32 1, i32 %x, i32 0, <8 x i32> %rsrc, i32 0, i32 0)
  ret float %d
}
define float @tgt9(i32 %x, <8 x i32> %rsrc) {
  %d = call float @llvm.amdgcn.image.load.1d.f32.i32(i32 1, i32 %x, <8 x i32> %rsrc, i32 0, i32 0)
  ret float %d
}

; an fpext'ed half coordinate is the A16 form
define float @src10(half %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %e = fpext half %s to float
  %d = call float @llvm.amdgcn.image.sample.1d.f32.f32(i32 1, float %e, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}
define float @tgt10(half %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.1d.f32.f16(i32 1, half %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}

; a sext'ed i16 coordinate is the A16 form
define float @src11(i16 %x, i16 %y, <8 x i32> %rsrc) {
  %x32 = sext i16 %x to i32
  %y32 = zext i16 %y to i32
  %d = call float @llvm.amdgcn.image.load.2d.f32.i32(i32 1, i32 %x32, i32 %y32, <8 x i32> %rsrc, i32 0, i32 0)
  ret float %d
}
define float @tgt11(i16 %x, i16 %y, <8 x i32> %rsrc) {
  %d = call float @llvm.amdgcn.image.load.2d.f32.i16(i32 1, i16 %x, i16 %y, <8 x i32> %rsrc, i32 0, i32 0)
  ret float %d
}

; msaa_load's fragments in the D16 form
define <2 x half> @src12(i32 %s, i32 %t, i32 %f, <8 x i32> %rsrc) {
  %d = call <2 x float> @llvm.amdgcn.image.msaa.load.x.2dmsaa.v2f32.i32(i32 1, i32 %s, i32 %t, i32 %f, <8 x i32> %rsrc, i32 0, i32 0)
  %h = fptrunc <2 x float> %d to <2 x half>
  ret <2 x half> %h
}
define <2 x half> @tgt12(i32 %s, i32 %t, i32 %f, <8 x i32> %rsrc) {
  %d = call <2 x half> @llvm.amdgcn.image.msaa.load.x.2dmsaa.v2f16.i32(i32 1, i32 %s, i32 %t, i32 %f, <8 x i32> %rsrc, i32 0, i32 0)
  ret <2 x half> %d
}

; gather4 with a lod of 0 is the lz form
define <4 x float> @src13(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call <4 x float> @llvm.amdgcn.image.gather4.l.2d.v4f32.f32(i32 2, float %s, float %t, float 0.0, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret <4 x float> %d
}
define <4 x float> @tgt13(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32 2, float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret <4 x float> %d
}

declare <2 x float> @llvm.amdgcn.image.msaa.load.x.2dmsaa.v2f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare <2 x half> @llvm.amdgcn.image.msaa.load.x.2dmsaa.v2f16.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.gather4.l.2d.v4f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.load.2d.f32.i16(i32, i16, i16, <8 x i32>, i32, i32)
declare float @llvm.amdgcn.image.sample.l.1d.f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.b.o.1d.f32.f32.f32(i32, i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.1d.f32.f16(i32, half, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.load.mip.1d.f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.1d.v4f32.f32(i32, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.1d.f32.f32(i32, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <2 x float> @llvm.amdgcn.image.sample.lz.2d.v2f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <2 x half> @llvm.amdgcn.image.sample.lz.2d.v2f16.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.lz.2d.f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare float @llvm.amdgcn.image.load.2d.f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare <2 x float> @llvm.amdgcn.image.load.1d.v2f32.i32(i32, i32, <8 x i32>, i32, i32)
declare i32 @llvm.amdgcn.image.load.1d.i32.i32(i32, i32, <8 x i32>, i32, i32)
