; Wrong folds of AMDGPU buffer loads: a narrowed load at the wrong offset
; (none, or counted in elements instead of bytes), a format load narrowed
; like a load of bytes, a typed load under another format, the wrong
; structured index, the wrong resource; with ptr addrspace(8) resources,
; the wrong offset and the two operands of a select swapped.  llfuzz must
; find each.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

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

; element 3 of a <4 x i16> is 6 bytes further, not 3
define i16 @src7(ptr addrspace(8) %rsrc, i32 %ofs, i32 %sofs) {
  %d = call <4 x i16> @llvm.amdgcn.raw.ptr.buffer.load.v4i16(ptr addrspace(8) %rsrc, i32 %ofs, i32 %sofs, i32 0)
  %e = extractelement <4 x i16> %d, i32 3
  ret i16 %e
}
define i16 @tgt7(ptr addrspace(8) %rsrc, i32 %ofs, i32 %sofs) {
  %o = add i32 %ofs, 3
  %d = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rsrc, i32 %o, i32 %sofs, i32 0)
  ret i16 %d
}

; the select's operands swapped
define float @src8(ptr addrspace(8) %a, ptr addrspace(8) %b, i1 %c, i32 %ofs) {
  %r = select i1 %c, ptr addrspace(8) %a, ptr addrspace(8) %b
  %d = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %r, i32 %ofs, i32 0, i32 0)
  ret float %d
}
define float @tgt8(ptr addrspace(8) %a, ptr addrspace(8) %b, i1 %c, i32 %ofs) {
  %r = select i1 %c, ptr addrspace(8) %b, ptr addrspace(8) %a
  %d = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %r, i32 %ofs, i32 0, i32 0)
  ret float %d
}

declare <4 x i16> @llvm.amdgcn.raw.ptr.buffer.load.v4i16(ptr addrspace(8), i32, i32, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
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
