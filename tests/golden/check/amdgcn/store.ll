; Correct folds of AMDGPU format buffer stores, typed buffer stores and
; image stores of the kind LLVM 22's InstCombine makes: trailing zero
; elements of the data dropped (channels the data does not give are
; written 0), before gfx12; trailing copies of the first element dropped
; on gfx12 (such channels take the first element there); poison elements
; dropped; dmask narrowed with the data.  Stores are events of the run's
; trace: llfuzz must find no counterexample.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample

; (x, 0, 0, 0) is x alone
define void @src1(<4 x i32> %rsrc, float %x, i32 %idx) #0 {
  %v = insertelement <4 x float> zeroinitializer, float %x, i32 0
  call void @llvm.amdgcn.struct.buffer.store.format.v4f32(<4 x float> %v, <4 x i32> %rsrc, i32 %idx, i32 0, i32 0, i32 0)
  ret void
}
define void @tgt1(<4 x i32> %rsrc, float %x, i32 %idx) #0 {
  call void @llvm.amdgcn.struct.buffer.store.format.f32(float %x, <4 x i32> %rsrc, i32 %idx, i32 0, i32 0, i32 0)
  ret void
}

; poison elements at the end dropped
define void @src2(<4 x i32> %rsrc, float %x, i32 %ofs) #0 {
  %a = insertelement <4 x float> poison, float %x, i32 0
  %b = insertelement <4 x float> %a, float 1.0, i32 1
  call void @llvm.amdgcn.raw.tbuffer.store.v4f32(<4 x float> %b, <4 x i32> %rsrc, i32 %ofs, i32 0, i32 78, i32 0)
  ret void
}
define void @tgt2(<4 x i32> %rsrc, float %x, i32 %ofs) #0 {
  %a = insertelement <2 x float> <float poison, float 1.0>, float %x, i32 0
  call void @llvm.amdgcn.raw.tbuffer.store.v2f32(<2 x float> %a, <4 x i32> %rsrc, i32 %ofs, i32 0, i32 78, i32 0)
  ret void
}

; an image store's dmask narrowed to the channels that are not 0
define void @src3(<8 x i32> %rsrc, float %x, float %y, i32 %s) #0 {
  %a = insertelement <4 x float> zeroinitializer, float %x, i32 1
  %b = insertelement <4 x float> %a, float %y, i32 2
  call void @llvm.amdgcn.image.store.1d.v4f32.i32(<4 x float> %b, i32 15, i32 %s, <8 x i32> %rsrc, i32 0, i32 0)
  ret void
}
define void @tgt3(<8 x i32> %rsrc, float %x, float %y, i32 %s) #0 {
  %a = insertelement <2 x float> poison, float %x, i32 0
  %b = insertelement <2 x float> %a, float %y, i32 1
  call void @llvm.amdgcn.image.store.1d.v2f32.i32(<2 x float> %b, i32 6, i32 %s, <8 x i32> %rsrc, i32 0, i32 0)
  ret void
}

; gfx12: (x, x, x, x) is x alone
define void @src4(<8 x i32> %rsrc, float %x, i32 %s) #1 {
  %a = insertelement <4 x float> poison, float %x, i32 0
  %b = shufflevector <4 x float> %a, <4 x float> poison, <4 x i32> zeroinitializer
  call void @llvm.amdgcn.image.store.1d.v4f32.i32(<4 x float> %b, i32 15, i32 %s, <8 x i32> %rsrc, i32 0, i32 0)
  ret void
}
define void @tgt4(<8 x i32> %rsrc, float %x, i32 %s) #1 {
  call void @llvm.amdgcn.image.store.1d.f32.i32(float %x, i32 1, i32 %s, <8 x i32> %rsrc, i32 0, i32 0)
  ret void
}

; a typed store of (x, 0) is x alone
define void @src5(<4 x i32> %rsrc, float %x, i32 %ofs) #0 {
  %v = insertelement <2 x float> zeroinitializer, float %x, i32 0
  call void @llvm.amdgcn.raw.tbuffer.store.v2f32(<2 x float> %v, <4 x i32> %rsrc, i32 %ofs, i32 0, i32 78, i32 0)
  ret void
}
define void @tgt5(<4 x i32> %rsrc, float %x, i32 %ofs) #0 {
  call void @llvm.amdgcn.raw.tbuffer.store.f32(float %x, <4 x i32> %rsrc, i32 %ofs, i32 0, i32 78, i32 0)
  ret void
}

attributes #0 = { "target-cpu"="gfx900" }
attributes #1 = { "target-cpu"="gfx1200" }

declare void @llvm.amdgcn.struct.buffer.store.format.v4f32(<4 x float>, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.format.f32(float, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.tbuffer.store.f32(float, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.tbuffer.store.v4f32(<4 x float>, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.tbuffer.store.v2f32(<2 x float>, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.image.store.1d.v4f32.i32(<4 x float>, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.1d.v2f32.i32(<2 x float>, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.1d.f32.i32(float, i32, i32, <8 x i32>, i32, i32)
