; Correct folds of AMDGPU buffer loads (<4 x i32> resources) of the kind
; LLVM 22's InstCombine makes when only some elements of the result are
; used: a raw, structured or scalar load of bytes narrowed to the elements
; used, its offset moved past the ones dropped; a format (or typed) load
; narrowed to its first channels, its offset unchanged; a load of one
; type read as another through a bitcast.  The model's buffers hold bytes
; that depend on the resource and the offset: llfuzz must find no
; counterexample.
; RUN: llfuzz check %s
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
