; Wrong folds of AMDGPU buffer loads: a narrowed load at the wrong offset
; (none, or counted in elements instead of bytes), a format load narrowed
; like a load of bytes, a typed load under another format, the wrong
; structured index, the wrong resource.  llfuzz must find each.
; RUN: llfuzz check %s
; EXIT: 1
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch

; element 1 is not at the load's offset
define float @src1(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %d = call <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32> %rsrc, i32 %ofs, i32 %sofs, i32 0)
  %e = extractelement <4 x float> %d, i32 1
  ret float %e
}
define float @tgt1(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %d = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rsrc, i32 %ofs, i32 %sofs, i32 0)
  ret float %d
}

; element 2 of a scalar load is 8 bytes further, not 2
define i32 @src2(<4 x i32> %rsrc, i32 %ofs) {
  %d = call <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32> %rsrc, i32 %ofs, i32 0)
  %e = extractelement <4 x i32> %d, i32 2
  ret i32 %e
}
define i32 @tgt2(<4 x i32> %rsrc, i32 %ofs) {
  %o = add i32 %ofs, 2
  %d = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %rsrc, i32 %o, i32 0)
  ret i32 %d
}

; a format load's channel 1 is not channel 0 of the next record
define float @src3(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %d = call <4 x float> @llvm.amdgcn.raw.buffer.load.format.v4f32(<4 x i32> %rsrc, i32 %ofs, i32 %sofs, i32 0)
  %e = extractelement <4 x float> %d, i32 1
  ret float %e
}
define float @tgt3(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %o = add i32 %ofs, 4
  %d = call float @llvm.amdgcn.raw.buffer.load.format.f32(<4 x i32> %rsrc, i32 %o, i32 %sofs, i32 0)
  ret float %d
}

; a typed load under another format
define float @src4(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %d = call <2 x float> @llvm.amdgcn.raw.tbuffer.load.v2f32(<4 x i32> %rsrc, i32 %ofs, i32 %sofs, i32 78, i32 0)
  %e = extractelement <2 x float> %d, i32 0
  ret float %e
}
define float @tgt4(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %d = call float @llvm.amdgcn.raw.tbuffer.load.f32(<4 x i32> %rsrc, i32 %ofs, i32 %sofs, i32 77, i32 0)
  ret float %d
}

; the structured index changed
define float @src5(<4 x i32> %rsrc, i32 %idx, i32 %ofs) {
  %d = call float @llvm.amdgcn.struct.buffer.load.f32(<4 x i32> %rsrc, i32 %idx, i32 %ofs, i32 0, i32 0)
  ret float %d
}
define float @tgt5(<4 x i32> %rsrc, i32 %idx, i32 %ofs) {
  %i = add i32 %idx, 1
  %d = call float @llvm.amdgcn.struct.buffer.load.f32(<4 x i32> %rsrc, i32 %i, i32 %ofs, i32 0, i32 0)
  ret float %d
}

; another resource is another buffer
define i32 @src6(<4 x i32> %a, <4 x i32> %b, i32 %ofs) {
  %d = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %a, i32 %ofs, i32 0, i32 0)
  ret i32 %d
}
define i32 @tgt6(<4 x i32> %a, <4 x i32> %b, i32 %ofs) {
  %d = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %b, i32 %ofs, i32 0, i32 0)
  ret i32 %d
}

declare <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32>, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32>, i32, i32)
declare i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.raw.buffer.load.format.v4f32(<4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.raw.buffer.load.format.f32(<4 x i32>, i32, i32, i32)
declare <2 x float> @llvm.amdgcn.raw.tbuffer.load.v2f32(<4 x i32>, i32, i32, i32, i32)
declare float @llvm.amdgcn.raw.tbuffer.load.f32(<4 x i32>, i32, i32, i32, i32)
declare float @llvm.amdgcn.struct.buffer.load.f32(<4 x i32>, i32, i32, i32, i32)
