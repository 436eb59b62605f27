; Wrong folds of AMDGPU image samples and loads: dmask narrowed to the
; wrong channel (element k taken for channel k whatever dmask enables),
; an element past the enabled channels taken for a channel, the D16 form
; of the wrong channels, a sample of another image, a positive lod or a
; bias that is not 0 dropped, gather4 of another channel narrowed like a
; sample.  llfuzz must find each.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: target is more poisonous
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch

; dmask 0110: element 1 is z, not y
define float @src1(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call <2 x float> @llvm.amdgcn.image.sample.lz.2d.v2f32.f32(i32 6, float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %e = extractelement <2 x float> %d, i32 1
  ret float %e
}
define float @tgt1(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.lz.2d.f32.f32(i32 2, float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}

; dmask 1010: element 0 is y, not x
define float @src2(i32 %x, <8 x i32> %rsrc) {
  %d = call <2 x float> @llvm.amdgcn.image.load.1d.v2f32.i32(i32 10, i32 %x, <8 x i32> %rsrc, i32 0, i32 0)
  %e = extractelement <2 x float> %d, i32 0
  ret float %e
}
define float @tgt2(i32 %x, <8 x i32> %rsrc) {
  %d = call float @llvm.amdgcn.image.load.1d.f32.i32(i32 1, i32 %x, <8 x i32> %rsrc, i32 0, i32 0)
  ret float %d
}

; narrowing dmask to one channel loses element 1
define float @src3(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call <2 x float> @llvm.amdgcn.image.sample.1d.v2f32.f32(i32 3, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %e = extractelement <2 x float> %d, i32 1
  ret float %e
}
define float @tgt3(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call <2 x float> @llvm.amdgcn.image.sample.1d.v2f32.f32(i32 1, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %e = extractelement <2 x float> %d, i32 1
  ret float %e
}

; the D16 form under another dmask
define half @src4(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.lz.2d.f32.f32(i32 1, float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %h = fptrunc float %d to half
  ret half %h
}
define half @tgt4(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call half @llvm.amdgcn.image.sample.lz.2d.f16.f32(i32 2, float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret half %d
}

; the coordinates swapped
define float @src5(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.lz.2d.f32.f32(i32 1, float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}
define float @tgt5(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.lz.2d.f32.f32(i32 1, float %t, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}

; a positive lod is no lz
define float @src6(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.l.1d.f32.f32(i32 1, float %s, float 0.5, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}
define float @tgt6(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.lz.1d.f32.f32(i32 1, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}

; a bias of 1 is no bias
define float @src7(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.b.1d.f32.f32.f32(i32 1, float 1.0, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}
define float @tgt7(float %s, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call float @llvm.amdgcn.image.sample.1d.f32.f32(i32 1, float %s, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  ret float %d
}

; gather4 of channel y is not gather4 of x
define float @src8(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32 2, float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %e = extractelement <4 x float> %d, i32 0
  ret float %e
}
define float @tgt8(float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp) {
  %d = call <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32 1, float %s, float %t, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %e = extractelement <4 x float> %d, i32 0
  ret float %e
}

declare <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.l.1d.f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.b.1d.f32.f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.1d.f32.f32(i32, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <2 x float> @llvm.amdgcn.image.sample.1d.v2f32.f32(i32, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <2 x float> @llvm.amdgcn.image.sample.lz.2d.v2f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.lz.2d.f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare half @llvm.amdgcn.image.sample.lz.2d.f16.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <2 x float> @llvm.amdgcn.image.load.1d.v2f32.i32(i32, i32, <8 x i32>, i32, i32)
declare float @llvm.amdgcn.image.load.1d.f32.i32(i32, i32, <8 x i32>, i32, i32)
