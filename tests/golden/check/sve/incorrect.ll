; Wrong folds of AArch64 SVE intrinsics: each is a near miss of a correct
; one (inactive lanes taken from the wrong operand, a ptrue pattern off by
; one, SVE division or shifts read as the IR instruction, a signed
; reduction read as unsigned...).  llfuzz must find each.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: source is more defined than target
; CHECK: @src5/@tgt5: ERROR: target is more poisonous
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: value mismatch
; CHECK: @src10/@tgt10: ERROR: value mismatch
; CHECK: @src11/@tgt11: ERROR: value mismatch
; CHECK: @src12/@tgt12: ERROR: memory mismatch
; CHECK: @src13/@tgt13: ERROR: value mismatch
; CHECK: @src14/@tgt14: ERROR: value mismatch
; CHECK: @src15/@tgt15: ERROR: target is more poisonous
; CHECK: @src16/@tgt16: ERROR: value mismatch
; CHECK: @src17/@tgt17: ERROR: target is more poisonous
; CHECK: @src18/@tgt18: ERROR: value mismatch
; CHECK: @src19/@tgt19: ERROR: value mismatch
; CHECK: @src20/@tgt20: ERROR: value mismatch
; CHECK: @src21/@tgt21: ERROR: value mismatch
; CHECK: @src22/@tgt22: ERROR: target is more poisonous
; CHECK: 22 pairs: 0 without counterexample, 22 with a counterexample

; A merging add keeps a in its inactive lanes, not b.
define <vscale x 4 x i32> @src1(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.add.nxv4i32(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a, <vscale x 4 x i32> %b)
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt1(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  %s = add <vscale x 4 x i32> %a, %b
  %r = select <vscale x 4 x i1> %pg, <vscale x 4 x i32> %s, <vscale x 4 x i32> %b
  ret <vscale x 4 x i32> %r
}

; ptrue(vl3) is three lanes, not four.
define <vscale x 4 x i1> @src2() {
  %r = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 3)
  ret <vscale x 4 x i1> %r
}
define <vscale x 4 x i1> @tgt2() {
  %r = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 4)
  ret <vscale x 4 x i1> %r
}

; ptrue(mul3) of 4 * vscale lanes is not all of them.
define <vscale x 4 x i1> @src3() {
  %r = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 30)
  ret <vscale x 4 x i1> %r
}
define <vscale x 4 x i1> @tgt3() {
  %r = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  ret <vscale x 4 x i1> %r
}

; SVE sdiv by zero gives 0; the IR sdiv is UB.
define <vscale x 4 x i32> @src4(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.sdiv.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a, <vscale x 4 x i32> %b)
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt4(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  %r = sdiv <vscale x 4 x i32> %a, %b
  ret <vscale x 4 x i32> %r
}

; lsl by 32 gives 0; the IR shl is poison.
define <vscale x 4 x i32> @src5(<vscale x 4 x i32> %a) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.lsl.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a, <vscale x 4 x i32> splat (i32 32))
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt5(<vscale x 4 x i32> %a) {
  %r = shl <vscale x 4 x i32> %a, splat (i32 32)
  ret <vscale x 4 x i32> %r
}

; saddv sign-extends the lanes; uaddv would zero-extend.
define i64 @src6(<vscale x 4 x i32> %a) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 1)
  %r = call i64 @llvm.aarch64.sve.saddv.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a)
  ret i64 %r
}
define i64 @tgt6(<vscale x 4 x i32> %a) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 1)
  %r = call i64 @llvm.aarch64.sve.uaddv.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a)
  ret i64 %r
}

; convert.to.svbool zeroes the lanes it does not fill: to(from(b)) is not b.
define <vscale x 16 x i1> @src7(<vscale x 16 x i1> %b) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.convert.from.svbool.nxv4i1(<vscale x 16 x i1> %b)
  %r = call <vscale x 16 x i1> @llvm.aarch64.sve.convert.to.svbool.nxv4i1(<vscale x 4 x i1> %p)
  ret <vscale x 16 x i1> %r
}
define <vscale x 16 x i1> @tgt7(<vscale x 16 x i1> %b) {
  ret <vscale x 16 x i1> %b
}

; lasta is the lane after the last active one, lastb that lane.
define i32 @src8(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a) {
  %r = call i32 @llvm.aarch64.sve.lasta.nxv4i32(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a)
  ret i32 %r
}
define i32 @tgt8(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a) {
  %r = call i32 @llvm.aarch64.sve.lastb.nxv4i32(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a)
  ret i32 %r
}

; orr.z zeroes the lanes pg leaves off.
define <vscale x 4 x i1> @src9(<vscale x 4 x i1> %pg, <vscale x 4 x i1> %a, <vscale x 4 x i1> %b) {
  %r = call <vscale x 4 x i1> @llvm.aarch64.sve.orr.z.nxv4i1(<vscale x 4 x i1> %pg, <vscale x 4 x i1> %a, <vscale x 4 x i1> %b)
  ret <vscale x 4 x i1> %r
}
define <vscale x 4 x i1> @tgt9(<vscale x 4 x i1> %pg, <vscale x 4 x i1> %a, <vscale x 4 x i1> %b) {
  %r = or <vscale x 4 x i1> %a, %b
  ret <vscale x 4 x i1> %r
}

; dupq.lane of quadword 4 is past a vector of vscale 1, 2 or 4 quadwords:
; zeros, not quadword 0.
define <vscale x 4 x i32> @src10(<vscale x 4 x i32> %a) {
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.dupq.lane.nxv4i32(<vscale x 4 x i32> %a, i64 4)
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt10(<vscale x 4 x i32> %a) {
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.dupq.lane.nxv4i32(<vscale x 4 x i32> %a, i64 0)
  ret <vscale x 4 x i32> %r
}

; fmaxnm is maxnum: a NaN operand gives the other one, where maximum gives
; a NaN.
define <vscale x 4 x float> @src11(<vscale x 4 x float> %a, <vscale x 4 x float> %b) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x float> @llvm.aarch64.sve.fmaxnm.nxv4f32(<vscale x 4 x i1> %p, <vscale x 4 x float> %a, <vscale x 4 x float> %b)
  ret <vscale x 4 x float> %r
}
define <vscale x 4 x float> @tgt11(<vscale x 4 x float> %a, <vscale x 4 x float> %b) {
  %r = call <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float> %a, <vscale x 4 x float> %b)
  ret <vscale x 4 x float> %r
}

; st1 writes only the active lanes; a plain store writes them all.
define void @src12(<vscale x 2 x i64> %v, <vscale x 2 x i1> %pg, ptr %p) {
  call void @llvm.aarch64.sve.st1.nxv2i64(<vscale x 2 x i64> %v, <vscale x 2 x i1> %pg, ptr %p)
  ret void
}
define void @tgt12(<vscale x 2 x i64> %v, <vscale x 2 x i1> %pg, ptr %p) {
  store <vscale x 2 x i64> %v, ptr %p, align 1
  ret void
}

; cntd(all) is 2 * vscale, not 4 * vscale.
define i64 @src13() {
  %r = call i64 @llvm.aarch64.sve.cntd(i32 31)
  ret i64 %r
}
define i64 @tgt13() {
  %v = call i64 @llvm.vscale.i64()
  %r = shl i64 %v, 2
  ret i64 %r
}

; asr by the lane width or more copies the sign; it is not 0.
define <vscale x 2 x i64> @src14(<vscale x 2 x i64> %a) {
  %p = call <vscale x 2 x i1> @llvm.aarch64.sve.ptrue.nxv2i1(i32 31)
  %r = call <vscale x 2 x i64> @llvm.aarch64.sve.asr.nxv2i64(<vscale x 2 x i1> %p, <vscale x 2 x i64> %a, <vscale x 2 x i64> splat (i64 64))
  ret <vscale x 2 x i64> %r
}
define <vscale x 2 x i64> @tgt14(<vscale x 2 x i64> %a) {
  ret <vscale x 2 x i64> zeroinitializer
}

; a merging fmul keeps a in its inactive lanes: dropping pg makes them
; a * b, and the .u form makes them poison.
define <vscale x 8 x half> @src15(<vscale x 8 x i1> %pg, <vscale x 8 x half> %a, <vscale x 8 x half> %b) {
  %r = call <vscale x 8 x half> @llvm.aarch64.sve.fmul.nxv8f16(<vscale x 8 x i1> %pg, <vscale x 8 x half> %a, <vscale x 8 x half> %b)
  ret <vscale x 8 x half> %r
}
define <vscale x 8 x half> @tgt15(<vscale x 8 x i1> %pg, <vscale x 8 x half> %a, <vscale x 8 x half> %b) {
  %r = call <vscale x 8 x half> @llvm.aarch64.sve.fmul.u.nxv8f16(<vscale x 8 x i1> %pg, <vscale x 8 x half> %a, <vscale x 8 x half> %b)
  ret <vscale x 8 x half> %r
}

; scvtf.f64i32 converts the low i32 of each container, not the high one.
define <vscale x 2 x double> @src16(<vscale x 4 x i32> noundef %a) {
  %p = call <vscale x 2 x i1> @llvm.aarch64.sve.ptrue.nxv2i1(i32 31)
  %r = call <vscale x 2 x double> @llvm.aarch64.sve.scvtf.f64i32(<vscale x 2 x double> poison, <vscale x 2 x i1> %p, <vscale x 4 x i32> %a)
  ret <vscale x 2 x double> %r
}
define <vscale x 2 x double> @tgt16(<vscale x 4 x i32> noundef %a) {
  %w = bitcast <vscale x 4 x i32> %a to <vscale x 2 x i64>
  %h = lshr <vscale x 2 x i64> %w, splat (i64 32)
  %t = trunc <vscale x 2 x i64> %h to <vscale x 2 x i32>
  %r = sitofp <vscale x 2 x i32> %t to <vscale x 2 x double>
  ret <vscale x 2 x double> %r
}

; fcvtzs saturates; fptosi is poison out of range.
define <vscale x 4 x i32> @src17(<vscale x 4 x float> %x) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.fcvtzs.nxv4i32.nxv4f32(<vscale x 4 x i32> poison, <vscale x 4 x i1> %p, <vscale x 4 x float> %x)
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt17(<vscale x 4 x float> %x) {
  %r = fptosi <vscale x 4 x float> %x to <vscale x 4 x i32>
  ret <vscale x 4 x i32> %r
}

; cmpeq.wide sign-extends the element: an i32 -1 equals the i64 -1.
define <vscale x 4 x i1> @src18(<vscale x 4 x i32> %a) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x i1> @llvm.aarch64.sve.cmpeq.wide.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a, <vscale x 2 x i64> splat (i64 -1))
  ret <vscale x 4 x i1> %r
}
define <vscale x 4 x i1> @tgt18(<vscale x 4 x i32> %a) {
  ret <vscale x 4 x i1> zeroinitializer
}

; whilelo(a, b) is a + i < b: whilelo(1, 4) has three lanes, not two.
define <vscale x 4 x i1> @src19() {
  %r = call <vscale x 4 x i1> @llvm.aarch64.sve.whilelo.nxv4i1.i64(i64 1, i64 4)
  ret <vscale x 4 x i1> %r
}
define <vscale x 4 x i1> @tgt19() {
  %r = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 2)
  ret <vscale x 4 x i1> %r
}

; uzp1 takes the even lanes of a then b; zip1 interleaves.
define <vscale x 4 x i32> @src20(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.uzp1.nxv4i32(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b)
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt20(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.zip1.nxv4i32(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b)
  ret <vscale x 4 x i32> %r
}

; fcvtzs.i32f64 zero-extends its i32 in the container: not sext.
define <vscale x 2 x i64> @src21(<vscale x 2 x double> %x) {
  %p = call <vscale x 2 x i1> @llvm.aarch64.sve.ptrue.nxv2i1(i32 31)
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.fcvtzs.i32f64(<vscale x 4 x i32> poison, <vscale x 2 x i1> %p, <vscale x 2 x double> %x)
  %b = bitcast <vscale x 4 x i32> %r to <vscale x 2 x i64>
  ret <vscale x 2 x i64> %b
}
define <vscale x 2 x i64> @tgt21(<vscale x 2 x double> %x) {
  %c = call <vscale x 2 x i32> @llvm.fptosi.sat.nxv2i32.nxv2f64(<vscale x 2 x double> %x)
  %r = sext <vscale x 2 x i32> %c to <vscale x 2 x i64>
  ret <vscale x 2 x i64> %r
}

; fast-math flags the source's fmaxnm did not have: a NaN operand becomes
; poison in the target only.
define <vscale x 4 x float> @src22(<vscale x 4 x float> %a, <vscale x 4 x float> %b) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x float> @llvm.aarch64.sve.fmaxnm.nxv4f32(<vscale x 4 x i1> %p, <vscale x 4 x float> %a, <vscale x 4 x float> %b)
  ret <vscale x 4 x float> %r
}
define <vscale x 4 x float> @tgt22(<vscale x 4 x float> %a, <vscale x 4 x float> %b) {
  %r = call fast <vscale x 4 x float> @llvm.maxnum.nxv4f32(<vscale x 4 x float> %a, <vscale x 4 x float> %b)
  ret <vscale x 4 x float> %r
}

declare <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32)
declare <vscale x 2 x i1> @llvm.aarch64.sve.ptrue.nxv2i1(i32)
declare <vscale x 4 x i32> @llvm.aarch64.sve.add.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.sdiv.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.lsl.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare i64 @llvm.aarch64.sve.saddv.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare i64 @llvm.aarch64.sve.uaddv.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare <vscale x 16 x i1> @llvm.aarch64.sve.convert.to.svbool.nxv4i1(<vscale x 4 x i1>)
declare <vscale x 4 x i1> @llvm.aarch64.sve.convert.from.svbool.nxv4i1(<vscale x 16 x i1>)
declare i32 @llvm.aarch64.sve.lastb.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare i32 @llvm.aarch64.sve.lasta.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare <vscale x 4 x i1> @llvm.aarch64.sve.orr.z.nxv4i1(<vscale x 4 x i1>, <vscale x 4 x i1>, <vscale x 4 x i1>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.dupq.lane.nxv4i32(<vscale x 4 x i32>, i64)
declare <vscale x 4 x float> @llvm.aarch64.sve.fmaxnm.nxv4f32(<vscale x 4 x i1>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.maximum.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
declare void @llvm.aarch64.sve.st1.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i1>, ptr)
declare i64 @llvm.aarch64.sve.cntd(i32)
declare i64 @llvm.vscale.i64()
declare <vscale x 2 x i64> @llvm.aarch64.sve.asr.nxv2i64(<vscale x 2 x i1>, <vscale x 2 x i64>, <vscale x 2 x i64>)
declare <vscale x 8 x half> @llvm.aarch64.sve.fmul.nxv8f16(<vscale x 8 x i1>, <vscale x 8 x half>, <vscale x 8 x half>)
declare <vscale x 8 x half> @llvm.aarch64.sve.fmul.u.nxv8f16(<vscale x 8 x i1>, <vscale x 8 x half>, <vscale x 8 x half>)
declare <vscale x 2 x double> @llvm.aarch64.sve.scvtf.f64i32(<vscale x 2 x double>, <vscale x 2 x i1>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.fcvtzs.nxv4i32.nxv4f32(<vscale x 4 x i32>, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i1> @llvm.aarch64.sve.cmpeq.wide.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 2 x i64>)
declare <vscale x 4 x i1> @llvm.aarch64.sve.whilelo.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i32> @llvm.aarch64.sve.uzp1.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.zip1.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.fcvtzs.i32f64(<vscale x 4 x i32>, <vscale x 2 x i1>, <vscale x 2 x double>)
declare <vscale x 2 x i32> @llvm.fptosi.sat.nxv2i32.nxv2f64(<vscale x 2 x double>)
declare <vscale x 4 x float> @llvm.maxnum.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>)
