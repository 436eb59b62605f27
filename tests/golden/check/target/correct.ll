; Correct folds of x86 and AArch64 intrinsics, in the forms LLVM's
; InstCombine produces (X86InstCombineIntrinsic, AArch64 tbl/umull...):
; llfuzz must find no counterexample, so target.c's semantics agree with
; them: x86 shifts past the lane width give 0 or sign copies, pshufb zeroes
; a lane whose index has bit 7 set, blendv picks by the mask's sign bit,
; minss is a select on an ordered compare, pternlog is a truth table...
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
; CHECK: @src14/@tgt14: no counterexample
; CHECK-NOT: ERROR

; pternlog with imm 0xf0 is its first operand; 0x88 is b & c.
define <4 x i32> @src1(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 240)
  %s = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 136)
  %t = xor <4 x i32> %r, %s
  ret <4 x i32> %t
}
define <4 x i32> @tgt1(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %s = and <4 x i32> %b, %c
  %t = xor <4 x i32> %a, %s
  ret <4 x i32> %t
}

; psrl.w by a count of 16 or more is zero; psrai.d by 40 is ashr by 31.
define <8 x i16> @src2(<8 x i16> %x) {
  %r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> %x, <8 x i16> <i16 16, i16 0, i16 0, i16 0, i16 9, i16 9, i16 9, i16 9>)
  ret <8 x i16> %r
}
define <8 x i16> @tgt2(<8 x i16> %x) {
  ret <8 x i16> zeroinitializer
}

define <4 x i32> @src3(<4 x i32> %x) {
  %r = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %x, i32 40)
  ret <4 x i32> %r
}
define <4 x i32> @tgt3(<4 x i32> %x) {
  %r = ashr <4 x i32> %x, splat (i32 31)
  ret <4 x i32> %r
}

; psllv.d: counts below 32 are IR shifts, a count of 32 or more gives 0.
define <4 x i32> @src4(<4 x i32> %x) {
  %r = call <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32> %x, <4 x i32> <i32 0, i32 1, i32 31, i32 32>)
  ret <4 x i32> %r
}
define <4 x i32> @tgt4(<4 x i32> %x) {
  %r = shl <4 x i32> %x, <i32 0, i32 1, i32 31, i32 0>
  %s = insertelement <4 x i32> %r, i32 0, i32 3
  ret <4 x i32> %s
}

; pshufb with a constant mask is a shufflevector with zeros.
define <16 x i8> @src5(<16 x i8> %x) {
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %x, <16 x i8> <i8 15, i8 -128, i8 2, i8 -1, i8 16, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>)
  ret <16 x i8> %r
}
define <16 x i8> @tgt5(<16 x i8> %x) {
  %r = shufflevector <16 x i8> %x, <16 x i8> zeroinitializer, <16 x i32> <i32 15, i32 16, i32 2, i32 16, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  ret <16 x i8> %r
}

; pmovmskb is the sign bits as an integer.
define i32 @src6(<16 x i8> %x) {
  %r = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %x)
  ret i32 %r
}
define i32 @tgt6(<16 x i8> %x) {
  %c = icmp slt <16 x i8> %x, zeroinitializer
  %b = bitcast <16 x i1> %c to i16
  %r = zext i16 %b to i32
  ret i32 %r
}

; blendvps on a sign-extended condition is a select.
define <4 x float> @src7(<4 x float> %a, <4 x float> %b, <4 x i1> %c) {
  %s = sext <4 x i1> %c to <4 x i32>
  %m = bitcast <4 x i32> %s to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.blendvps(<4 x float> %a, <4 x float> %b, <4 x float> %m)
  ret <4 x float> %r
}
define <4 x float> @tgt7(<4 x float> %a, <4 x float> %b, <4 x i1> %c) {
  %r = select <4 x i1> %c, <4 x float> %b, <4 x float> %a
  ret <4 x float> %r
}

; bzhi by 8 is a mask; by 32 or more the value itself.  pext by 0xff00 is a
; shift and a mask.
define i32 @src8(i32 %x, i32 %y) {
  %a = call i32 @llvm.x86.bmi.bzhi.32(i32 %x, i32 8)
  %b = call i32 @llvm.x86.bmi.bzhi.32(i32 %y, i32 300)
  %c = call i32 @llvm.x86.bmi.pext.32(i32 %x, i32 65280)
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}
define i32 @tgt8(i32 %x, i32 %y) {
  %a = and i32 %x, 255
  %sh = lshr i32 %x, 8
  %c = and i32 %sh, 255
  %s = add i32 %a, %y
  %t = add i32 %s, %c
  ret i32 %t
}

; addcarry with no carry in is uadd.with.overflow.
define { i8, i32 } @src9(i32 %a, i32 %b) {
  %r = call { i8, i32 } @llvm.x86.addcarry.32(i8 0, i32 %a, i32 %b)
  ret { i8, i32 } %r
}
define { i8, i32 } @tgt9(i32 %a, i32 %b) {
  %o = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %s = extractvalue { i32, i1 } %o, 0
  %c = extractvalue { i32, i1 } %o, 1
  %c8 = zext i1 %c to i8
  %r0 = insertvalue { i8, i32 } poison, i8 %c8, 0
  %r1 = insertvalue { i8, i32 } %r0, i32 %s, 1
  ret { i8, i32 } %r1
}

; minss is `a < b ? a : b` in lane 0, the other lanes from a.
define <4 x float> @src10(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> @llvm.x86.sse.min.ss(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}
define <4 x float> @tgt10(<4 x float> %a, <4 x float> %b) {
  %x = extractelement <4 x float> %a, i32 0
  %y = extractelement <4 x float> %b, i32 0
  %c = fcmp olt float %x, %y
  %m = select i1 %c, float %x, float %y
  %r = insertelement <4 x float> %a, float %m, i32 0
  ret <4 x float> %r
}

; packssdw(x, x) is x clamped to the i16 range, truncated, twice.
define <8 x i16> @src11(<4 x i32> %x) {
  %r = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %x, <4 x i32> %x)
  ret <8 x i16> %r
}
define <8 x i16> @tgt11(<4 x i32> %x) {
  %lo = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %x, <4 x i32> splat (i32 -32768))
  %c = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %lo, <4 x i32> splat (i32 32767))
  %t = trunc <4 x i32> %c to <4 x i16>
  %r = shufflevector <4 x i16> %t, <4 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  ret <8 x i16> %r
}

; AArch64 tbl1 with constant indices is a shufflevector, an index past the
; table giving 0.
define <8 x i8> @src12(<16 x i8> %t) {
  %r = call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %t, <8 x i8> <i8 15, i8 0, i8 16, i8 -1, i8 3, i8 3, i8 7, i8 8>)
  ret <8 x i8> %r
}
define <8 x i8> @tgt12(<16 x i8> %t) {
  %r = shufflevector <16 x i8> %t, <16 x i8> zeroinitializer, <8 x i32> <i32 15, i32 0, i32 16, i32 16, i32 3, i32 3, i32 7, i32 8>
  ret <8 x i8> %r
}

; umull of zero-extended lanes is a mul of the widened lanes.
define <4 x i32> @src13(<4 x i16> %a, <4 x i16> %b) {
  %r = call <4 x i32> @llvm.aarch64.neon.umull.v4i32(<4 x i16> %a, <4 x i16> %b)
  ret <4 x i32> %r
}
define <4 x i32> @tgt13(<4 x i16> %a, <4 x i16> %b) {
  %x = zext <4 x i16> %a to <4 x i32>
  %y = zext <4 x i16> %b to <4 x i32>
  %r = mul nuw <4 x i32> %x, %y
  ret <4 x i32> %r
}

; aese(x ^ k, 0) is aese(x, k) (LLVM's AArch64 fold).
define <16 x i8> @src14(<16 x i8> %x, <16 x i8> %k) {
  %d = xor <16 x i8> %x, %k
  %r = call <16 x i8> @llvm.aarch64.crypto.aese(<16 x i8> %d, <16 x i8> zeroinitializer)
  ret <16 x i8> %r
}
define <16 x i8> @tgt14(<16 x i8> %x, <16 x i8> %k) {
  %r = call <16 x i8> @llvm.aarch64.crypto.aese(<16 x i8> %x, <16 x i8> %k)
  ret <16 x i8> %r
}

declare <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32>, <4 x i32>, <4 x i32>, i32)
declare <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16>, <8 x i16>)
declare <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32>, i32)
declare <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32>, <4 x i32>)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)
declare i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>)
declare <4 x float> @llvm.x86.sse41.blendvps(<4 x float>, <4 x float>, <4 x float>)
declare i32 @llvm.x86.bmi.bzhi.32(i32, i32)
declare i32 @llvm.x86.bmi.pext.32(i32, i32)
declare { i8, i32 } @llvm.x86.addcarry.32(i8, i32, i32)
declare <4 x float> @llvm.x86.sse.min.ss(<4 x float>, <4 x float>)
declare <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32>, <4 x i32>)
declare <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8>, <8 x i8>)
declare <4 x i32> @llvm.aarch64.neon.umull.v4i32(<4 x i16>, <4 x i16>)
declare <16 x i8> @llvm.aarch64.crypto.aese(<16 x i8>, <16 x i8>)
