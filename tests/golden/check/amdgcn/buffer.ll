; Correct folds of AMDGPU buffer loads (<4 x i32> resources) of the kind
; LLVM 22's InstCombine makes when only some elements of the result are
; used: a raw, structured or scalar load of bytes narrowed to the elements
; used, its offset moved past the ones dropped; a format (or typed) load
; narrowed to its first channels, its offset unchanged; a load of one
; type read as another through a bitcast; the same with a resource as a
; ptr addrspace(8) (a handle in the interpreter).  The model's buffers hold bytes
; that depend on the resource and the offset: llfuzz must find no
; counterexample.
; The resources as ptr addrspace(8) need AMDGPU's datalayout and triple.
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

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; element 1 of a raw load: 4 bytes further
define float @src1(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %d = call <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32> %rsrc, i32 %ofs, i32 %sofs, i32 0)
  %e = extractelement <4 x float> %d, i32 1
  ret float %e
}
define float @tgt1(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %o = add i32 %ofs, 4
  %d = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rsrc, i32 %o, i32 %sofs, i32 0)
  ret float %d
}

; elements 2 and 3 of a structured load
define <2 x float> @src2(<4 x i32> %rsrc, i32 %idx, i32 %ofs, i32 %sofs) {
  %d = call <4 x float> @llvm.amdgcn.struct.buffer.load.v4f32(<4 x i32> %rsrc, i32 %idx, i32 %ofs, i32 %sofs, i32 0)
  %s = shufflevector <4 x float> %d, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  ret <2 x float> %s
}
define <2 x float> @tgt2(<4 x i32> %rsrc, i32 %idx, i32 %ofs, i32 %sofs) {
  %o = add i32 %ofs, 8
  %d = call <2 x float> @llvm.amdgcn.struct.buffer.load.v2f32(<4 x i32> %rsrc, i32 %idx, i32 %o, i32 %sofs, i32 0)
  ret <2 x float> %d
}

; element 3 of a scalar load
define i32 @src3(<4 x i32> %rsrc, i32 %ofs) {
  %d = call <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32> %rsrc, i32 %ofs, i32 0)
  %e = extractelement <4 x i32> %d, i32 3
  ret i32 %e
}
define i32 @tgt3(<4 x i32> %rsrc, i32 %ofs) {
  %o = add i32 %ofs, 12
  %d = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %rsrc, i32 %o, i32 0)
  ret i32 %d
}

; byte 3 of a <4 x i8> load
define i8 @src4(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %d = call <4 x i8> @llvm.amdgcn.raw.buffer.load.v4i8(<4 x i32> %rsrc, i32 %ofs, i32 %sofs, i32 0)
  %e = extractelement <4 x i8> %d, i32 3
  ret i8 %e
}
define i8 @tgt4(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %o = add i32 %ofs, 3
  %d = call i8 @llvm.amdgcn.raw.buffer.load.i8(<4 x i32> %rsrc, i32 %o, i32 %sofs, i32 0)
  ret i8 %d
}

; a format load keeps its first channels
define float @src5(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %d = call <4 x float> @llvm.amdgcn.raw.buffer.load.format.v4f32(<4 x i32> %rsrc, i32 %ofs, i32 %sofs, i32 0)
  %e = extractelement <4 x float> %d, i32 1
  ret float %e
}
define float @tgt5(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %d = call <2 x float> @llvm.amdgcn.raw.buffer.load.format.v2f32(<4 x i32> %rsrc, i32 %ofs, i32 %sofs, i32 0)
  %e = extractelement <2 x float> %d, i32 1
  ret float %e
}

; and so does a typed one
define <2 x float> @src6(<4 x i32> %rsrc, i32 %idx, i32 %ofs, i32 %sofs) {
  %d = call <4 x float> @llvm.amdgcn.struct.tbuffer.load.v4f32(<4 x i32> %rsrc, i32 %idx, i32 %ofs, i32 %sofs, i32 78, i32 0)
  %s = shufflevector <4 x float> %d, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  ret <2 x float> %s
}
define <2 x float> @tgt6(<4 x i32> %rsrc, i32 %idx, i32 %ofs, i32 %sofs) {
  %d = call <2 x float> @llvm.amdgcn.struct.tbuffer.load.v2f32(<4 x i32> %rsrc, i32 %idx, i32 %ofs, i32 %sofs, i32 78, i32 0)
  ret <2 x float> %d
}

; the bytes of a float read as an integer
define i32 @src7(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %d = call <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32> %rsrc, i32 %ofs, i32 %sofs, i32 0)
  %e = extractelement <4 x float> %d, i32 0
  %b = bitcast float %e to i32
  ret i32 %b
}
define i32 @tgt7(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %d = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %rsrc, i32 %ofs, i32 %sofs, i32 0)
  ret i32 %d
}

; half 1 of a <2 x half>: 2 bytes further
define half @src8(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %d = call <2 x half> @llvm.amdgcn.raw.buffer.load.v2f16(<4 x i32> %rsrc, i32 %ofs, i32 %sofs, i32 0)
  %e = extractelement <2 x half> %d, i32 1
  ret half %e
}
define half @tgt8(<4 x i32> %rsrc, i32 %ofs, i32 %sofs) {
  %o = add i32 %ofs, 2
  %d = call half @llvm.amdgcn.raw.buffer.load.f16(<4 x i32> %rsrc, i32 %o, i32 %sofs, i32 0)
  ret half %d
}

; two loads of the same place agree, whatever the cache policy
define i1 @src9(<4 x i32> %rsrc, i32 %ofs) {
  %a = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %rsrc, i32 %ofs, i32 0, i32 0)
  %b = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %rsrc, i32 %ofs, i32 0, i32 1)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @tgt9(<4 x i32> %rsrc, i32 %ofs) {
  ret i1 true
}

; the ptr addrspace(8) forms
define float @src10(ptr addrspace(8) %rsrc, i32 %ofs, i32 %sofs) {
  %d = call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %rsrc, i32 %ofs, i32 %sofs, i32 0)
  %e = extractelement <4 x float> %d, i32 2
  ret float %e
}
define float @tgt10(ptr addrspace(8) %rsrc, i32 %ofs, i32 %sofs) {
  %o = add i32 %ofs, 8
  %d = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rsrc, i32 %o, i32 %sofs, i32 0)
  ret float %d
}
define <2 x float> @src11(ptr addrspace(8) %rsrc, i32 %idx, i32 %ofs, i32 %sofs) {
  %d = call <4 x float> @llvm.amdgcn.struct.ptr.buffer.load.format.v4f32(ptr addrspace(8) %rsrc, i32 %idx, i32 %ofs, i32 %sofs, i32 0)
  %s = shufflevector <4 x float> %d, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  ret <2 x float> %s
}
define <2 x float> @tgt11(ptr addrspace(8) %rsrc, i32 %idx, i32 %ofs, i32 %sofs) {
  %d = call <2 x float> @llvm.amdgcn.struct.ptr.buffer.load.format.v2f32(ptr addrspace(8) %rsrc, i32 %idx, i32 %ofs, i32 %sofs, i32 0)
  ret <2 x float> %d
}

; a resource chosen by a select, loaded from after it
define float @src12(ptr addrspace(8) %a, ptr addrspace(8) %b, i1 %c, i32 %ofs) {
  %r = select i1 %c, ptr addrspace(8) %a, ptr addrspace(8) %b
  %d = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %r, i32 %ofs, i32 0, i32 0)
  ret float %d
}
define float @tgt12(ptr addrspace(8) %a, ptr addrspace(8) %b, i1 %c, i32 %ofs) {
  %da = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %a, i32 %ofs, i32 0, i32 0)
  %db = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %b, i32 %ofs, i32 0, i32 0)
  %d = select i1 %c, float %da, float %db
  ret float %d
}

declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare <4 x float> @llvm.amdgcn.struct.ptr.buffer.load.format.v4f32(ptr addrspace(8), i32, i32, i32, i32)
declare <2 x float> @llvm.amdgcn.struct.ptr.buffer.load.format.v2f32(ptr addrspace(8), i32, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32>, i32, i32, i32)
declare <4 x i8> @llvm.amdgcn.raw.buffer.load.v4i8(<4 x i32>, i32, i32, i32)
declare i8 @llvm.amdgcn.raw.buffer.load.i8(<4 x i32>, i32, i32, i32)
declare <2 x half> @llvm.amdgcn.raw.buffer.load.v2f16(<4 x i32>, i32, i32, i32)
declare half @llvm.amdgcn.raw.buffer.load.f16(<4 x i32>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.struct.buffer.load.v4f32(<4 x i32>, i32, i32, i32, i32)
declare <2 x float> @llvm.amdgcn.struct.buffer.load.v2f32(<4 x i32>, i32, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32>, i32, i32)
declare i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.raw.buffer.load.format.v4f32(<4 x i32>, i32, i32, i32)
declare <2 x float> @llvm.amdgcn.raw.buffer.load.format.v2f32(<4 x i32>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.struct.tbuffer.load.v4f32(<4 x i32>, i32, i32, i32, i32, i32)
declare <2 x float> @llvm.amdgcn.struct.tbuffer.load.v2f32(<4 x i32>, i32, i32, i32, i32, i32)
