; Correct rewrites on scalable vectors (LangRef "Vector Type"): `check`
; runs each pair that depends on vscale at vscale 1, 2 and 4 (within the
; source's vscale_range) and finds no counterexample at any of them.
; RUN: %llfuzz check %s | FileCheck %s
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
; CHECK: @src15/@tgt15: no counterexample
; CHECK: 15 pairs: 15 without counterexample, 0 with a counterexample
; CHECK-NOT: unsupported

; x + x is x << 1, lane by lane
define <vscale x 4 x i32> @src1(<vscale x 4 x i32> %x) {
  %r = add <vscale x 4 x i32> %x, %x
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt1(<vscale x 4 x i32> %x) {
  %r = shl <vscale x 4 x i32> %x, splat (i32 1)
  ret <vscale x 4 x i32> %r
}

; vscale_range(2,2) pins vscale: 4 * vscale is 8
define i64 @src2() vscale_range(2,2) {
  %v = call i64 @llvm.vscale.i64()
  %r = mul i64 %v, 4
  ret i64 %r
}
define i64 @tgt2() vscale_range(2,2) {
  ret i64 8
}

; lane 0 of an insertelement/shufflevector splat is the scalar
define i8 @src3(i8 %a) {
  %i = insertelement <vscale x 8 x i8> poison, i8 %a, i64 0
  %s = shufflevector <vscale x 8 x i8> %i, <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer
  %e = extractelement <vscale x 8 x i8> %s, i64 0
  ret i8 %e
}
define i8 @tgt3(i8 %a) {
  ret i8 %a
}

; reversing twice is the identity
define <vscale x 2 x i64> @src4(<vscale x 2 x i64> %x) {
  %a = call <vscale x 2 x i64> @llvm.vector.reverse.nxv2i64(<vscale x 2 x i64> %x)
  %b = call <vscale x 2 x i64> @llvm.vector.reverse.nxv2i64(<vscale x 2 x i64> %a)
  ret <vscale x 2 x i64> %b
}
define <vscale x 2 x i64> @tgt4(<vscale x 2 x i64> %x) {
  ret <vscale x 2 x i64> %x
}

; the sum of a splat of 1 counts the lanes: 4 * vscale
define i32 @src5() {
  %r = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> splat (i32 1))
  ret i32 %r
}
define i32 @tgt5() {
  %v = call i32 @llvm.vscale.i32()
  %r = shl i32 %v, 2
  ret i32 %r
}

; a scalable subvector inserted at 0 and extracted again
define <vscale x 2 x i32> @src6(<vscale x 4 x i32> %v, <vscale x 2 x i32> %s) {
  %i = call <vscale x 4 x i32> @llvm.vector.insert.nxv4i32.nxv2i32(<vscale x 4 x i32> %v, <vscale x 2 x i32> %s, i64 0)
  %e = call <vscale x 2 x i32> @llvm.vector.extract.nxv2i32.nxv4i32(<vscale x 4 x i32> %i, i64 0)
  ret <vscale x 2 x i32> %e
}
define <vscale x 2 x i32> @tgt6(<vscale x 4 x i32> %v, <vscale x 2 x i32> %s) {
  ret <vscale x 2 x i32> %s
}

; deinterleave2 undoes interleave2
define <vscale x 4 x i16> @src7(<vscale x 4 x i16> %a, <vscale x 4 x i16> %b) {
  %i = call <vscale x 8 x i16> @llvm.vector.interleave2.nxv8i16(<vscale x 4 x i16> %a, <vscale x 4 x i16> %b)
  %d = call { <vscale x 4 x i16>, <vscale x 4 x i16> } @llvm.vector.deinterleave2.nxv8i16(<vscale x 8 x i16> %i)
  %r = extractvalue { <vscale x 4 x i16>, <vscale x 4 x i16> } %d, 1
  ret <vscale x 4 x i16> %r
}
define <vscale x 4 x i16> @tgt7(<vscale x 4 x i16> %a, <vscale x 4 x i16> %b) {
  ret <vscale x 4 x i16> %b
}

; through a stack slot of the type's size for this vscale
define <vscale x 4 x i32> @src8(<vscale x 4 x i32> %x) {
  %p = alloca <vscale x 4 x i32>
  store <vscale x 4 x i32> %x, ptr %p
  %r = load <vscale x 4 x i32>, ptr %p
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt8(<vscale x 4 x i32> %x) {
  ret <vscale x 4 x i32> %x
}

; a GEP over <vscale x 4 x i32> strides by 16 * vscale bytes
define ptr @src9(ptr %p) {
  %q = getelementptr <vscale x 4 x i32>, ptr %p, i64 1
  ret ptr %q
}
define ptr @tgt9(ptr %p) {
  %v = call i64 @llvm.vscale.i64()
  %n = shl i64 %v, 4
  %q = getelementptr i8, ptr %p, i64 %n
  ret ptr %q
}

; a bitcast to lanes twice as wide and back
define <vscale x 4 x i32> @src10(<vscale x 4 x i32> %x) {
  %a = bitcast <vscale x 4 x i32> %x to <vscale x 2 x i64>
  %b = bitcast <vscale x 2 x i64> %a to <vscale x 4 x i32>
  ret <vscale x 4 x i32> %b
}
define <vscale x 4 x i32> @tgt10(<vscale x 4 x i32> %x) {
  ret <vscale x 4 x i32> %x
}

; no lane is active below 0
define <vscale x 4 x i1> @src11(i64 %n) {
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %n, i64 0)
  ret <vscale x 4 x i1> %m
}
define <vscale x 4 x i1> @tgt11(i64 %n) {
  ret <vscale x 4 x i1> zeroinitializer
}

; with vscale 1 only, lane 4 of a <vscale x 4 x i32> does not exist
define <vscale x 4 x i32> @src12(<vscale x 4 x i32> %v) vscale_range(1,1) {
  %r = insertelement <vscale x 4 x i32> %v, i32 1, i64 4
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt12(<vscale x 4 x i32> %v) vscale_range(1,1) {
  ret <vscale x 4 x i32> poison
}

; a masked load with no lane enabled reads nothing: the passthru
define <vscale x 2 x i64> @src13(ptr %p, <vscale x 2 x i64> %pt) {
  %r = call <vscale x 2 x i64> @llvm.masked.load.nxv2i64.p0(ptr %p, i32 8, <vscale x 2 x i1> zeroinitializer, <vscale x 2 x i64> %pt)
  ret <vscale x 2 x i64> %r
}
define <vscale x 2 x i64> @tgt13(ptr %p, <vscale x 2 x i64> %pt) {
  ret <vscale x 2 x i64> %pt
}

; a load without `align` has the type's ABI alignment, that of its known
; minimum size (16 here), as opt writes it out
define <vscale x 4 x i32> @src14(ptr %p) {
  %r = load <vscale x 4 x i32>, ptr %p
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt14(ptr %p) {
  %r = load <vscale x 4 x i32>, ptr %p, align 16
  ret <vscale x 4 x i32> %r
}

; get.vector.length of a count no larger than one vector is the count
define i32 @src15(i32 %n) {
  %c = and i32 %n, 3
  %r = call i32 @llvm.experimental.get.vector.length.i32(i32 %c, i32 4, i1 true)
  ret i32 %r
}
define i32 @tgt15(i32 %n) {
  %c = and i32 %n, 3
  ret i32 %c
}
