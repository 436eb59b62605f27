; Wrong rewrites on scalable vectors must be found: most are right at
; vscale 1 and wrong from vscale 2 on, so `check` runs each pair at vscale
; 1, 2 and 4 (within the source's vscale_range) and says in the
; counterexample which vscale showed it.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK-NEXT: input:  (no arguments) vscale=2
; CHECK: @src2/@tgt2: ERROR
; CHECK-NEXT: input:  (no arguments) vscale=2
; CHECK: @src3/@tgt3: ERROR
; CHECK-NEXT: input: {{.*}} vscale=2
; CHECK: @src4/@tgt4: ERROR
; CHECK-NEXT: input: {{.*}} vscale=1
; CHECK: @src5/@tgt5: ERROR
; CHECK: @src6/@tgt6: ERROR
; CHECK-NEXT: input: {{.*}} vscale=2
; CHECK: @src7/@tgt7: ERROR
; CHECK-NEXT: input:  (no arguments) vscale=2
; CHECK: @src8/@tgt8: ERROR
; CHECK-NEXT: input: {{.*}} vscale=2
; CHECK: @src9/@tgt9: ERROR
; CHECK-NEXT: input:  (no arguments) vscale=2
; CHECK: @src10/@tgt10: ERROR
; CHECK-NEXT: input:  (no arguments) vscale=2
; CHECK: @src11/@tgt11: ERROR
; CHECK: @src12/@tgt12: ERROR
; CHECK: @src13/@tgt13: ERROR
; CHECK-NEXT: input:  (no arguments) vscale=4
; CHECK: 13 pairs: 0 without counterexample, 13 with a counterexample

; vscale is not 1 without a vscale_range saying so
define i64 @src1() {
  %v = call i64 @llvm.vscale.i64()
  %r = mul i64 %v, 4
  ret i64 %r
}
define i64 @tgt1() {
  ret i64 4
}

; vscale_range(1,2): vscale may be 2
define i32 @src2() vscale_range(1,2) {
  %v = call i32 @llvm.vscale.i32()
  ret i32 %v
}
define i32 @tgt2() vscale_range(1,2) {
  ret i32 1
}

; lane 4 of a <vscale x 4 x i32> exists from vscale 2 on
define i32 @src3(<vscale x 4 x i32> %v) {
  %e = extractelement <vscale x 4 x i32> %v, i64 4
  ret i32 %e
}
define i32 @tgt3(<vscale x 4 x i32> %v) {
  ret i32 poison
}

; reverse is not the identity
define <vscale x 4 x i32> @src4(<vscale x 4 x i32> %x) {
  %r = call <vscale x 4 x i32> @llvm.vector.reverse.nxv4i32(<vscale x 4 x i32> %x)
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt4(<vscale x 4 x i32> %x) {
  ret <vscale x 4 x i32> %x
}

; interleave2's operands do not commute
define <vscale x 4 x i8> @src5(<vscale x 2 x i8> %a, <vscale x 2 x i8> %b) {
  %r = call <vscale x 4 x i8> @llvm.vector.interleave2.nxv4i8(<vscale x 2 x i8> %a, <vscale x 2 x i8> %b)
  ret <vscale x 4 x i8> %r
}
define <vscale x 4 x i8> @tgt5(<vscale x 2 x i8> %a, <vscale x 2 x i8> %b) {
  %r = call <vscale x 4 x i8> @llvm.vector.interleave2.nxv4i8(<vscale x 2 x i8> %b, <vscale x 2 x i8> %a)
  ret <vscale x 4 x i8> %r
}

; a fixed <4 x i32> at index 4 of a scalable vector: poison at vscale 1
; only (the index of a fixed result is not scaled)
define <4 x i32> @src6(<vscale x 4 x i32> %v) {
  %r = call <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32> %v, i64 4)
  ret <4 x i32> %r
}
define <4 x i32> @tgt6(<vscale x 4 x i32> %v) {
  ret <4 x i32> poison
}

; a scalable subvector's index is scaled by vscale: at vscale 2 the splat
; goes to lanes 4..7, and lane 2 stays 0
define i32 @src7() {
  %i = call <vscale x 4 x i32> @llvm.vector.insert.nxv4i32.nxv2i32(<vscale x 4 x i32> zeroinitializer, <vscale x 2 x i32> splat (i32 1), i64 2)
  %e = extractelement <vscale x 4 x i32> %i, i64 2
  ret i32 %e
}
define i32 @tgt7() {
  ret i32 1
}

; a GEP over a scalable type does not stride by its minimum size
define ptr @src8(ptr %p) {
  %q = getelementptr <vscale x 4 x i32>, ptr %p, i64 1
  ret ptr %q
}
define ptr @tgt8(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 16
  ret ptr %q
}

; the alloca has 16 * vscale bytes: byte 16 is in it from vscale 2 on
define i32 @src9() {
  %p = alloca <vscale x 4 x i32>
  store <vscale x 4 x i32> splat (i32 7), ptr %p
  %q = getelementptr i8, ptr %p, i64 16
  %r = load i32, ptr %q
  ret i32 %r
}
define i32 @tgt9() {
  ret i32 0
}

; lanes 4 and on are inactive when the count is 4
define <vscale x 4 x i1> @src10() {
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 0, i64 4)
  ret <vscale x 4 x i1> %m
}
define <vscale x 4 x i1> @tgt10() {
  ret <vscale x 4 x i1> splat (i1 true)
}

; a splat of lane 0 is not the vector
define <vscale x 2 x i32> @src11(<vscale x 2 x i32> %x) {
  ret <vscale x 2 x i32> %x
}
define <vscale x 2 x i32> @tgt11(<vscale x 2 x i32> %x) {
  %s = shufflevector <vscale x 2 x i32> %x, <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer
  ret <vscale x 2 x i32> %s
}

; deinterleave2's second result is the odd lanes, not the even ones
define <vscale x 2 x i16> @src12(<vscale x 4 x i16> %v) {
  %d = call { <vscale x 2 x i16>, <vscale x 2 x i16> } @llvm.vector.deinterleave2.nxv4i16(<vscale x 4 x i16> %v)
  %r = extractvalue { <vscale x 2 x i16>, <vscale x 2 x i16> } %d, 1
  ret <vscale x 2 x i16> %r
}
define <vscale x 2 x i16> @tgt12(<vscale x 4 x i16> %v) {
  %d = call { <vscale x 2 x i16>, <vscale x 2 x i16> } @llvm.vector.deinterleave2.nxv4i16(<vscale x 4 x i16> %v)
  %r = extractvalue { <vscale x 2 x i16>, <vscale x 2 x i16> } %d, 0
  ret <vscale x 2 x i16> %r
}

; the range starts at 4: the source's range is the one checked, even when
; the target claims another
define i64 @src13() vscale_range(4,16) {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}
define i64 @tgt13() vscale_range(1,1) {
  ret i64 1
}
