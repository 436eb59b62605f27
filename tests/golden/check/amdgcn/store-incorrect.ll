; Wrong folds of AMDGPU format, typed and image stores: a trailing element
; dropped that is not 0 (before gfx12) or not the first one (gfx12), a zero
; dropped from the middle, a store dropped, a store moved to another
; record, dmask narrowed to the wrong channels.  llfuzz must find each.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: trace mismatch
; CHECK: @src2/@tgt2: ERROR: trace mismatch
; CHECK: @src3/@tgt3: ERROR: trace mismatch
; CHECK: @src4/@tgt4: ERROR: trace mismatch
; CHECK: @src5/@tgt5: ERROR: trace mismatch
; CHECK: @src6/@tgt6: ERROR: trace mismatch

; (x, 1) is not x alone
define void @src1(<4 x i32> %rsrc, float %x, i32 %ofs) #0 {
  %v = insertelement <2 x float> <float poison, float 1.0>, float %x, i32 0
  call void @llvm.amdgcn.raw.tbuffer.store.v2f32(<2 x float> %v, <4 x i32> %rsrc, i32 %ofs, i32 0, i32 78, i32 0)
  ret void
}
define void @tgt1(<4 x i32> %rsrc, float %x, i32 %ofs) #0 {
  call void @llvm.amdgcn.raw.tbuffer.store.f32(float %x, <4 x i32> %rsrc, i32 %ofs, i32 0, i32 78, i32 0)
  ret void
}

; gfx12: (x, 0) is not x alone
define void @src2(<4 x i32> %rsrc, float %x, i32 %ofs) #1 {
  %v = insertelement <2 x float> zeroinitializer, float %x, i32 0
  call void @llvm.amdgcn.raw.tbuffer.store.v2f32(<2 x float> %v, <4 x i32> %rsrc, i32 %ofs, i32 0, i32 78, i32 0)
  ret void
}
define void @tgt2(<4 x i32> %rsrc, float %x, i32 %ofs) #1 {
  call void @llvm.amdgcn.raw.tbuffer.store.f32(float %x, <4 x i32> %rsrc, i32 %ofs, i32 0, i32 78, i32 0)
  ret void
}

; a zero in the middle stays: (x, 0, y) is not (x, y)
define void @src3(<4 x i32> %rsrc, float %x, float %y, i32 %idx) #0 {
  %a = insertelement <3 x float> zeroinitializer, float %x, i32 0
  %b = insertelement <3 x float> %a, float %y, i32 2
  call void @llvm.amdgcn.struct.buffer.store.format.v3f32(<3 x float> %b, <4 x i32> %rsrc, i32 %idx, i32 0, i32 0, i32 0)
  ret void
}
define void @tgt3(<4 x i32> %rsrc, float %x, float %y, i32 %idx) #0 {
  %a = insertelement <2 x float> poison, float %x, i32 0
  %b = insertelement <2 x float> %a, float %y, i32 1
  call void @llvm.amdgcn.struct.buffer.store.format.v2f32(<2 x float> %b, <4 x i32> %rsrc, i32 %idx, i32 0, i32 0, i32 0)
  ret void
}

; a store dropped
define void @src4(<4 x i32> %rsrc, float %x, i32 %idx) #0 {
  call void @llvm.amdgcn.struct.buffer.store.format.f32(float %x, <4 x i32> %rsrc, i32 %idx, i32 0, i32 0, i32 0)
  ret void
}
define void @tgt4(<4 x i32> %rsrc, float %x, i32 %idx) #0 {
  ret void
}

; another record
define void @src5(<4 x i32> %rsrc, float %x, i32 %idx) #0 {
  call void @llvm.amdgcn.struct.buffer.store.format.f32(float %x, <4 x i32> %rsrc, i32 %idx, i32 0, i32 0, i32 0)
  ret void
}
define void @tgt5(<4 x i32> %rsrc, float %x, i32 %idx) #0 {
  call void @llvm.amdgcn.struct.buffer.store.format.f32(float %x, <4 x i32> %rsrc, i32 %idx, i32 4, i32 0, i32 0)
  ret void
}

; (0, x, y, 0) is channels y and z, not x and y
define void @src6(<8 x i32> %rsrc, float %x, float %y, i32 %s) #0 {
  %a = insertelement <4 x float> zeroinitializer, float %x, i32 1
  %b = insertelement <4 x float> %a, float %y, i32 2
  call void @llvm.amdgcn.image.store.1d.v4f32.i32(<4 x float> %b, i32 15, i32 %s, <8 x i32> %rsrc, i32 0, i32 0)
  ret void
}
define void @tgt6(<8 x i32> %rsrc, float %x, float %y, i32 %s) #0 {
  %a = insertelement <2 x float> poison, float %x, i32 0
  %b = insertelement <2 x float> %a, float %y, i32 1
  call void @llvm.amdgcn.image.store.1d.v2f32.i32(<2 x float> %b, i32 3, i32 %s, <8 x i32> %rsrc, i32 0, i32 0)
  ret void
}

attributes #0 = { "target-cpu"="gfx900" }
attributes #1 = { "target-cpu"="gfx1200" }

declare void @llvm.amdgcn.struct.buffer.store.format.v3f32(<3 x float>, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.format.v2f32(<2 x float>, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.format.f32(float, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.tbuffer.store.v2f32(<2 x float>, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.tbuffer.store.f32(float, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.image.store.1d.v4f32.i32(<4 x float>, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.1d.v2f32.i32(<2 x float>, i32, i32, <8 x i32>, i32, i32)
