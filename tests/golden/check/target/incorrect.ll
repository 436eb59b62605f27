; Wrong folds of x86 and AArch64 intrinsics: each confuses the instruction
; with a near miss (IR shift semantics past the lane width, the wrong mask
; bit, an ignored carry, minnum for minss...).  llfuzz must find each.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: target is more poisonous
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: value mismatch
; CHECK: @src10/@tgt10: ERROR: target is more poisonous
; CHECK: @src11/@tgt11: ERROR: value mismatch
; CHECK: @src12/@tgt12: ERROR: value mismatch
; CHECK: @src13/@tgt13: ERROR: value mismatch
; CHECK: @src14/@tgt14: ERROR: value mismatch

; psrl.w by 16 as an IR lshr by 16: poison, where the instruction gives 0.
define <8 x i16> @src1(<8 x i16> %x) {
  %r = call <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16> %x, i32 16)
  ret <8 x i16> %r
}
define <8 x i16> @tgt1(<8 x i16> %x) {
  %r = lshr <8 x i16> %x, splat (i16 16)
  ret <8 x i16> %r
}

; psrai.d by 40 as zero: psra fills with the sign instead.
define <4 x i32> @src2(<4 x i32> %x) {
  %r = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %x, i32 40)
  ret <4 x i32> %r
}
define <4 x i32> @tgt2(<4 x i32> %x) {
  ret <4 x i32> zeroinitializer
}

; pshufb index -128 (bit 7 set) read as index 0 instead of zeroing.
define <16 x i8> @src3(<16 x i8> %x) {
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %x, <16 x i8> <i8 -128, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>)
  ret <16 x i8> %r
}
define <16 x i8> @tgt3(<16 x i8> %x) {
  ret <16 x i8> %x
}

; pternlog 0xf0 is a, not b.
define <4 x i32> @src4(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 240)
  ret <4 x i32> %r
}
define <4 x i32> @tgt4(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  ret <4 x i32> %b
}

; movmskps with the lanes in the wrong order.
define i32 @src5(<4 x float> %x) {
  %r = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> %x)
  ret i32 %r
}
define i32 @tgt5(<4 x float> %x) {
  %i = bitcast <4 x float> %x to <4 x i32>
  %c = icmp slt <4 x i32> %i, zeroinitializer
  %v = shufflevector <4 x i1> %c, <4 x i1> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %b = bitcast <4 x i1> %v to i4
  %r = zext i4 %b to i32
  ret i32 %r
}

; pblendvb selecting on bit 0 of the mask instead of bit 7.
define <16 x i8> @src6(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m) {
  %r = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m)
  ret <16 x i8> %r
}
define <16 x i8> @tgt6(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m) {
  %c = trunc <16 x i8> %m to <16 x i1>
  %r = select <16 x i1> %c, <16 x i8> %b, <16 x i8> %a
  ret <16 x i8> %r
}

; bzhi by 40 clears nothing (40 >= 32), not everything.
define i32 @src7(i32 %x) {
  %r = call i32 @llvm.x86.bmi.bzhi.32(i32 %x, i32 40)
  ret i32 %r
}
define i32 @tgt7(i32 %x) {
  ret i32 0
}

; subborrow with its borrow in ignored.
define { i8, i64 } @src8(i64 %a, i64 %b) {
  %r = call { i8, i64 } @llvm.x86.subborrow.64(i8 1, i64 %a, i64 %b)
  ret { i8, i64 } %r
}
define { i8, i64 } @tgt8(i64 %a, i64 %b) {
  %r = call { i8, i64 } @llvm.x86.subborrow.64(i8 0, i64 %a, i64 %b)
  ret { i8, i64 } %r
}

; packsswb as a plain trunc: it saturates.
define <16 x i8> @src9(<8 x i16> %x) {
  %r = call <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16> %x, <8 x i16> %x)
  ret <16 x i8> %r
}
define <16 x i8> @tgt9(<8 x i16> %x) {
  %t = trunc <8 x i16> %x to <8 x i8>
  %r = shufflevector <8 x i8> %t, <8 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <16 x i8> %r
}

; cvttss2si as fptosi: poison out of range, where the instruction gives
; 0x80000000.
define i32 @src10(<4 x float> %x) {
  %r = call i32 @llvm.x86.sse.cvttss2si(<4 x float> %x)
  ret i32 %r
}
define i32 @tgt10(<4 x float> %x) {
  %e = extractelement <4 x float> %x, i32 0
  %r = fptosi float %e to i32
  ret i32 %r
}

; minss as minnum: minss gives b when either is a NaN, so with b a NaN it
; gives the NaN where minnum gives a.
define <4 x float> @src11(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> @llvm.x86.sse.min.ss(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}
define <4 x float> @tgt11(<4 x float> %a, <4 x float> %b) {
  %x = extractelement <4 x float> %a, i32 0
  %y = extractelement <4 x float> %b, i32 0
  %m = call float @llvm.minnum.f32(float %x, float %y)
  %r = insertelement <4 x float> %a, float %m, i32 0
  ret <4 x float> %r
}

; tbl1 with an index past the table as index & 15: it gives 0.
define <8 x i8> @src12(<16 x i8> %t) {
  %r = call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %t, <8 x i8> <i8 17, i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6>)
  ret <8 x i8> %r
}
define <8 x i8> @tgt12(<16 x i8> %t) {
  %r = shufflevector <16 x i8> %t, <16 x i8> poison, <8 x i32> <i32 1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6>
  ret <8 x i8> %r
}

; sshl by a negative amount shifts right, not left.
define <4 x i32> @src13(<4 x i32> %x) {
  %r = call <4 x i32> @llvm.aarch64.neon.sshl.v4i32(<4 x i32> %x, <4 x i32> splat (i32 -2))
  ret <4 x i32> %r
}
define <4 x i32> @tgt13(<4 x i32> %x) {
  %r = shl <4 x i32> %x, splat (i32 2)
  ret <4 x i32> %r
}

; smull as umull: the lanes are sign-extended.
define <4 x i32> @src14(<4 x i16> %a, <4 x i16> %b) {
  %r = call <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16> %a, <4 x i16> %b)
  ret <4 x i32> %r
}
define <4 x i32> @tgt14(<4 x i16> %a, <4 x i16> %b) {
  %x = zext <4 x i16> %a to <4 x i32>
  %y = zext <4 x i16> %b to <4 x i32>
  %r = mul <4 x i32> %x, %y
  ret <4 x i32> %r
}

declare <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16>, i32)
declare <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32>, i32)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)
declare <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32>, <4 x i32>, <4 x i32>, i32)
declare i32 @llvm.x86.sse.movmsk.ps(<4 x float>)
declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>)
declare i32 @llvm.x86.bmi.bzhi.32(i32, i32)
declare { i8, i64 } @llvm.x86.subborrow.64(i8, i64, i64)
declare <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16>, <8 x i16>)
declare i32 @llvm.x86.sse.cvttss2si(<4 x float>)
declare <4 x float> @llvm.x86.sse.min.ss(<4 x float>, <4 x float>)
declare float @llvm.minnum.f32(float, float)
declare <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8>, <8 x i8>)
declare <4 x i32> @llvm.aarch64.neon.sshl.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16>, <4 x i16>)
