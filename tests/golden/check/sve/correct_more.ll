; More correct SVE identities, one or two per family of sve.c that
; correct.ll does not reach: reductions of no active lane give the
; operation's identity, saturating and rounding shifts, clast/pnext/ptest,
; gathers, famax, compact, revd, quadword reductions, AES per segment,
; while*, index, cntp.
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
; CHECK: 14 pairs: 14 without counterexample, 0 with a counterexample
; CHECK-NOT: unsupported

; No active lane: smaxv gives INT_MIN, uminv and andv all ones, eorv 0.
define i32 @src1(<vscale x 4 x i32> %a) {
  %x = call i32 @llvm.aarch64.sve.smaxv.nxv4i32(<vscale x 4 x i1> zeroinitializer, <vscale x 4 x i32> %a)
  %y = call i32 @llvm.aarch64.sve.uminv.nxv4i32(<vscale x 4 x i1> zeroinitializer, <vscale x 4 x i32> %a)
  %z = call i32 @llvm.aarch64.sve.andv.nxv4i32(<vscale x 4 x i1> zeroinitializer, <vscale x 4 x i32> %a)
  %w = call i32 @llvm.aarch64.sve.eorv.nxv4i32(<vscale x 4 x i1> zeroinitializer, <vscale x 4 x i32> %a)
  %s = add i32 %x, %y
  %t = add i32 %s, %z
  %r = add i32 %t, %w
  ret i32 %r
}
define i32 @tgt1(<vscale x 4 x i32> %a) {
  ret i32 2147483646
}

; sqshl by 31 saturates any nonzero i32 (-1 gives INT_MIN exactly);
; srshl by -1 is a rounding halving.
define <vscale x 4 x i32> @src2(<vscale x 4 x i32> %x) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %q = call <vscale x 4 x i32> @llvm.aarch64.sve.sqshl.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %x, <vscale x 4 x i32> splat (i32 31))
  %h = call <vscale x 4 x i32> @llvm.aarch64.sve.srshl.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %x, <vscale x 4 x i32> splat (i32 -1))
  %r = xor <vscale x 4 x i32> %q, %h
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt2(<vscale x 4 x i32> %x) {
  %z = icmp eq <vscale x 4 x i32> %x, zeroinitializer
  %g = icmp sgt <vscale x 4 x i32> %x, zeroinitializer
  %m = select <vscale x 4 x i1> %g, <vscale x 4 x i32> splat (i32 2147483647), <vscale x 4 x i32> splat (i32 -2147483648)
  %q = select <vscale x 4 x i1> %z, <vscale x 4 x i32> zeroinitializer, <vscale x 4 x i32> %m
  %w = sext <vscale x 4 x i32> %x to <vscale x 4 x i64>
  %a = add <vscale x 4 x i64> %w, splat (i64 1)
  %s = ashr <vscale x 4 x i64> %a, splat (i64 1)
  %h = trunc <vscale x 4 x i64> %s to <vscale x 4 x i32>
  %r = xor <vscale x 4 x i32> %q, %h
  ret <vscale x 4 x i32> %r
}

; clastb.n with no active lane is the fallback, with all of them lastb.
define i32 @src3(<vscale x 4 x i32> %a, i32 %f) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %x = call i32 @llvm.aarch64.sve.clastb.n.nxv4i32(<vscale x 4 x i1> zeroinitializer, i32 %f, <vscale x 4 x i32> %a)
  %y = call i32 @llvm.aarch64.sve.clastb.n.nxv4i32(<vscale x 4 x i1> %p, i32 %f, <vscale x 4 x i32> %a)
  %r = add i32 %x, %y
  ret i32 %r
}
define i32 @tgt3(<vscale x 4 x i32> %a, i32 %f) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %y = call i32 @llvm.aarch64.sve.lastb.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a)
  %r = add i32 %f, %y
  ret i32 %r
}

; ptest.any(pg, pg) is an or-reduction; pnext(all, none) is lane 0.
define i1 @src4(<vscale x 4 x i1> %pg) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %a = call i1 @llvm.aarch64.sve.ptest.any.nxv4i1(<vscale x 4 x i1> %pg, <vscale x 4 x i1> %pg)
  %n = call <vscale x 4 x i1> @llvm.aarch64.sve.pnext.nxv4i1(<vscale x 4 x i1> %p, <vscale x 4 x i1> zeroinitializer)
  %f = extractelement <vscale x 4 x i1> %n, i64 0
  %g = extractelement <vscale x 4 x i1> %n, i64 1
  %h = xor i1 %f, %g
  %r = and i1 %a, %h
  ret i1 %r
}
define i1 @tgt4(<vscale x 4 x i1> %pg) {
  %r = call i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1> %pg)
  ret i1 %r
}

; A gather with every index 0 reads the first element in every lane.
define <vscale x 2 x i64> @src5(ptr %p) {
  %t = call <vscale x 2 x i1> @llvm.aarch64.sve.ptrue.nxv2i1(i32 31)
  %r = call <vscale x 2 x i64> @llvm.aarch64.sve.ld1.gather.index.nxv2i64(<vscale x 2 x i1> %t, ptr %p, <vscale x 2 x i64> zeroinitializer)
  ret <vscale x 2 x i64> %r
}
define <vscale x 2 x i64> @tgt5(ptr %p) {
  %v = load i64, ptr %p, align 1
  %i = insertelement <vscale x 2 x i64> poison, i64 %v, i64 0
  %r = shufflevector <vscale x 2 x i64> %i, <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer
  ret <vscale x 2 x i64> %r
}

; famax is maximum of the absolute values.
define <vscale x 4 x float> @src6(<vscale x 4 x float> %a, <vscale x 4 x float> %b) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x float> @llvm.aarch64.sve.famax.nxv4f32(<vscale x 4 x i1> %p, <vscale x 4 x float> %a, <vscale x 4 x float> %b)
  ret <vscale x 4 x float> %r
}
define <vscale x 4 x float> @tgt6(<vscale x 4 x float> %a, <vscale x 4 x float> %b) {
  %x = call <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float> %a)
  %y = call <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float> %b)
  %r = call <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float> %x, <vscale x 4 x float> %y)
  ret <vscale x 4 x float> %r
}

; compact under ptrue changes nothing; revd twice neither.
define <vscale x 4 x i32> @src7(<vscale x 4 x i32> %a) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %c = call <vscale x 4 x i32> @llvm.aarch64.sve.compact.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a)
  %x = call <vscale x 4 x i32> @llvm.aarch64.sve.revd.nxv4i32(<vscale x 4 x i32> poison, <vscale x 4 x i1> %p, <vscale x 4 x i32> %c)
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.revd.nxv4i32(<vscale x 4 x i32> poison, <vscale x 4 x i1> %p, <vscale x 4 x i32> %x)
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt7(<vscale x 4 x i32> %a) {
  ret <vscale x 4 x i32> %a
}

; Quadword reductions of no active lane: 0 for addqv and umaxqv, all ones
; for uminqv.
define <4 x i32> @src8(<vscale x 4 x i32> %a) {
  %x = call <4 x i32> @llvm.aarch64.sve.addqv.v4i32.nxv4i32(<vscale x 4 x i1> zeroinitializer, <vscale x 4 x i32> %a)
  %y = call <4 x i32> @llvm.aarch64.sve.umaxqv.v4i32.nxv4i32(<vscale x 4 x i1> zeroinitializer, <vscale x 4 x i32> %a)
  %z = call <4 x i32> @llvm.aarch64.sve.uminqv.v4i32.nxv4i32(<vscale x 4 x i1> zeroinitializer, <vscale x 4 x i32> %a)
  %s = or <4 x i32> %x, %y
  %r = or <4 x i32> %s, %z
  ret <4 x i32> %r
}
define <4 x i32> @tgt8(<vscale x 4 x i32> %a) {
  ret <4 x i32> splat (i32 -1)
}

; SVE2 aese on the first 128-bit segment is NEON's aese.
define <16 x i8> @src9(<vscale x 16 x i8> %x, <vscale x 16 x i8> %k) {
  %r = call <vscale x 16 x i8> @llvm.aarch64.sve.aese(<vscale x 16 x i8> %x, <vscale x 16 x i8> %k)
  %e = call <16 x i8> @llvm.vector.extract.v16i8.nxv16i8(<vscale x 16 x i8> %r, i64 0)
  ret <16 x i8> %e
}
define <16 x i8> @tgt9(<vscale x 16 x i8> %x, <vscale x 16 x i8> %k) {
  %a = call <16 x i8> @llvm.vector.extract.v16i8.nxv16i8(<vscale x 16 x i8> %x, i64 0)
  %b = call <16 x i8> @llvm.vector.extract.v16i8.nxv16i8(<vscale x 16 x i8> %k, i64 0)
  %r = call <16 x i8> @llvm.aarch64.crypto.aese(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

; whilele up to INT_MAX never stops (a + i wraps only after it held);
; whilelt(5, 5) is empty.
define <vscale x 4 x i1> @src10() {
  %a = call <vscale x 4 x i1> @llvm.aarch64.sve.whilele.nxv4i1.i32(i32 2147483646, i32 2147483647)
  %b = call <vscale x 4 x i1> @llvm.aarch64.sve.whilelt.nxv4i1.i32(i32 5, i32 5)
  %r = or <vscale x 4 x i1> %a, %b
  ret <vscale x 4 x i1> %r
}
define <vscale x 4 x i1> @tgt10() {
  %r = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  ret <vscale x 4 x i1> %r
}

; index(0, 1) is llvm.stepvector.
define <vscale x 2 x i64> @src11() {
  %r = call <vscale x 2 x i64> @llvm.aarch64.sve.index.nxv2i64(i64 0, i64 1)
  ret <vscale x 2 x i64> %r
}
define <vscale x 2 x i64> @tgt11() {
  %r = call <vscale x 2 x i64> @llvm.stepvector.nxv2i64()
  ret <vscale x 2 x i64> %r
}

; cntp counts the lanes active in both predicates.
define i64 @src12() {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %w = call <vscale x 4 x i1> @llvm.aarch64.sve.whilelo.nxv4i1.i64(i64 0, i64 3)
  %r = call i64 @llvm.aarch64.sve.cntp.nxv4i1(<vscale x 4 x i1> %p, <vscale x 4 x i1> %w)
  ret i64 %r
}
define i64 @tgt12() {
  ret i64 3
}

; sel is a select; a merging neg under pfalse is its passthru.
define <vscale x 8 x i16> @src13(<vscale x 8 x i1> %pg, <vscale x 8 x i16> %a, <vscale x 8 x i16> %b) {
  %s = call <vscale x 8 x i16> @llvm.aarch64.sve.sel.nxv8i16(<vscale x 8 x i1> %pg, <vscale x 8 x i16> %a, <vscale x 8 x i16> %b)
  %r = call <vscale x 8 x i16> @llvm.aarch64.sve.neg.nxv8i16(<vscale x 8 x i16> %s, <vscale x 8 x i1> zeroinitializer, <vscale x 8 x i16> %b)
  ret <vscale x 8 x i16> %r
}
define <vscale x 8 x i16> @tgt13(<vscale x 8 x i1> %pg, <vscale x 8 x i16> %a, <vscale x 8 x i16> %b) {
  %r = select <vscale x 8 x i1> %pg, <vscale x 8 x i16> %a, <vscale x 8 x i16> %b
  ret <vscale x 8 x i16> %r
}

; The call's fast-math flags apply to fmaxnm as to the maxnum LLVM folds
; it into: with nnan a NaN operand makes the lane poison.
define <vscale x 4 x float> @src14(<vscale x 4 x float> %a, <vscale x 4 x float> %b) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call fast <vscale x 4 x float> @llvm.aarch64.sve.fmaxnm.nxv4f32(<vscale x 4 x i1> %p, <vscale x 4 x float> %a, <vscale x 4 x float> %b)
  ret <vscale x 4 x float> %r
}
define <vscale x 4 x float> @tgt14(<vscale x 4 x float> %a, <vscale x 4 x float> %b) {
  %r = call fast <vscale x 4 x float> @llvm.maxnum.nxv4f32(<vscale x 4 x float> %a, <vscale x 4 x float> %b)
  ret <vscale x 4 x float> %r
}

declare <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32)
declare <vscale x 2 x i1> @llvm.aarch64.sve.ptrue.nxv2i1(i32)
declare i32 @llvm.aarch64.sve.smaxv.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare i32 @llvm.aarch64.sve.uminv.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare i32 @llvm.aarch64.sve.andv.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare i32 @llvm.aarch64.sve.eorv.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.sqshl.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.srshl.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare i32 @llvm.aarch64.sve.clastb.n.nxv4i32(<vscale x 4 x i1>, i32, <vscale x 4 x i32>)
declare i32 @llvm.aarch64.sve.lastb.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare i1 @llvm.aarch64.sve.ptest.any.nxv4i1(<vscale x 4 x i1>, <vscale x 4 x i1>)
declare <vscale x 4 x i1> @llvm.aarch64.sve.pnext.nxv4i1(<vscale x 4 x i1>, <vscale x 4 x i1>)
declare i1 @llvm.vector.reduce.or.nxv4i1(<vscale x 4 x i1>)
declare <vscale x 2 x i64> @llvm.aarch64.sve.ld1.gather.index.nxv2i64(<vscale x 2 x i1>, ptr, <vscale x 2 x i64>)
declare <vscale x 4 x float> @llvm.aarch64.sve.famax.nxv4f32(<vscale x 4 x i1>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.fabs.nxv4f32(<vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.compact.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.revd.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i1>, <vscale x 4 x i32>)
declare <4 x i32> @llvm.aarch64.sve.addqv.v4i32.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare <4 x i32> @llvm.aarch64.sve.umaxqv.v4i32.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare <4 x i32> @llvm.aarch64.sve.uminqv.v4i32.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare <vscale x 16 x i8> @llvm.aarch64.sve.aese(<vscale x 16 x i8>, <vscale x 16 x i8>)
declare <16 x i8> @llvm.vector.extract.v16i8.nxv16i8(<vscale x 16 x i8>, i64)
declare <16 x i8> @llvm.aarch64.crypto.aese(<16 x i8>, <16 x i8>)
declare <vscale x 4 x i1> @llvm.aarch64.sve.whilele.nxv4i1.i32(i32, i32)
declare <vscale x 4 x i1> @llvm.aarch64.sve.whilelt.nxv4i1.i32(i32, i32)
declare <vscale x 4 x i1> @llvm.aarch64.sve.whilelo.nxv4i1.i64(i64, i64)
declare <vscale x 2 x i64> @llvm.aarch64.sve.index.nxv2i64(i64, i64)
declare <vscale x 2 x i64> @llvm.stepvector.nxv2i64()
declare i64 @llvm.aarch64.sve.cntp.nxv4i1(<vscale x 4 x i1>, <vscale x 4 x i1>)
declare <vscale x 8 x i16> @llvm.aarch64.sve.sel.nxv8i16(<vscale x 8 x i1>, <vscale x 8 x i16>, <vscale x 8 x i16>)
declare <vscale x 8 x i16> @llvm.aarch64.sve.neg.nxv8i16(<vscale x 8 x i16>, <vscale x 8 x i1>, <vscale x 8 x i16>)
declare <vscale x 4 x float> @llvm.aarch64.sve.fmaxnm.nxv4f32(<vscale x 4 x i1>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.maxnum.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
