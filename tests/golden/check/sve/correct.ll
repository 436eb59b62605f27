; Correct folds of AArch64 SVE intrinsics (llvm.aarch64.sve.*), most in the
; forms LLVM's AArch64 InstCombine produces: llfuzz must find no
; counterexample at vscale 1, 2 and 4, so sve.c agrees with them: an
; all-true predicate makes a merging op the IR instruction, ptrue patterns
; count elements of the run's vector length, svbool conversions round-trip,
; SVE division by zero and shifts past the lane width are defined, .u
; inactive lanes are poison, an inactive load lane is not accessed.
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
; CHECK: @src15/@tgt15: no counterexample
; CHECK: @src16/@tgt16: no counterexample
; CHECK: @src17/@tgt17: no counterexample
; CHECK: @src18/@tgt18: no counterexample
; CHECK: @src19/@tgt19: no counterexample
; CHECK: @src20/@tgt20: no counterexample
; CHECK: @src21/@tgt21: no counterexample
; CHECK: @src22/@tgt22: no counterexample
; CHECK: @src23/@tgt23: no counterexample
; CHECK: @src24/@tgt24: no counterexample
; CHECK: 24 pairs: 24 without counterexample, 0 with a counterexample
; CHECK-NOT: unsupported

; add under ptrue(all) is the IR add.
define <vscale x 4 x i32> @src1(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.add.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a, <vscale x 4 x i32> %b)
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt1(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  %r = add <vscale x 4 x i32> %a, %b
  ret <vscale x 4 x i32> %r
}

; ptrue(vl1) is lane 0 only, ptrue(vl3) of <vscale x 4 x i1> is
; whilelo(0, 3) (there are at least 4 lanes): their xor is lanes 1 and 2.
define <vscale x 4 x i1> @src2() {
  %a = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 1)
  %b = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 3)
  %r = xor <vscale x 4 x i1> %a, %b
  ret <vscale x 4 x i1> %r
}
define <vscale x 4 x i1> @tgt2() {
  %a = call <vscale x 4 x i1> @llvm.aarch64.sve.whilelo.nxv4i1.i64(i64 0, i64 3)
  %b = call <vscale x 4 x i1> @llvm.aarch64.sve.whilelo.nxv4i1.i64(i64 0, i64 1)
  %r = xor <vscale x 4 x i1> %a, %b
  ret <vscale x 4 x i1> %r
}

; convert.from.svbool(convert.to.svbool(p)) is p.
define <vscale x 4 x i1> @src3(<vscale x 4 x i1> %p) {
  %b = call <vscale x 16 x i1> @llvm.aarch64.sve.convert.to.svbool.nxv4i1(<vscale x 4 x i1> %p)
  %r = call <vscale x 4 x i1> @llvm.aarch64.sve.convert.from.svbool.nxv4i1(<vscale x 16 x i1> %b)
  ret <vscale x 4 x i1> %r
}
define <vscale x 4 x i1> @tgt3(<vscale x 4 x i1> %p) {
  ret <vscale x 4 x i1> %p
}

; fadd under an all-true predicate is fadd with the call's fast-math flags.
define <vscale x 2 x double> @src4(<vscale x 2 x double> %a, <vscale x 2 x double> %b) {
  %p = call <vscale x 2 x i1> @llvm.aarch64.sve.ptrue.nxv2i1(i32 31)
  %r = call nnan <vscale x 2 x double> @llvm.aarch64.sve.fadd.nxv2f64(<vscale x 2 x i1> %p, <vscale x 2 x double> %a, <vscale x 2 x double> %b)
  ret <vscale x 2 x double> %r
}
define <vscale x 2 x double> @tgt4(<vscale x 2 x double> %a, <vscale x 2 x double> %b) {
  %r = fadd nnan <vscale x 2 x double> %a, %b
  ret <vscale x 2 x double> %r
}

; SVE sdiv by zero gives 0 (no UB); inactive lanes keep a.
define <vscale x 4 x i32> @src5(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a) {
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.sdiv.nxv4i32(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a, <vscale x 4 x i32> zeroinitializer)
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt5(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a) {
  %r = select <vscale x 4 x i1> %pg, <vscale x 4 x i32> zeroinitializer, <vscale x 4 x i32> %a
  ret <vscale x 4 x i32> %r
}

; lsl by 40 and lsr.wide by 32 clear an i32 lane, asr by 40 copies the sign.
define <vscale x 4 x i32> @src6(<vscale x 4 x i32> %a) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %x = call <vscale x 4 x i32> @llvm.aarch64.sve.lsl.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a, <vscale x 4 x i32> splat (i32 40))
  %y = call <vscale x 4 x i32> @llvm.aarch64.sve.lsr.wide.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a, <vscale x 2 x i64> splat (i64 32))
  %z = call <vscale x 4 x i32> @llvm.aarch64.sve.asr.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a, <vscale x 4 x i32> splat (i32 40))
  %s = or <vscale x 4 x i32> %x, %y
  %r = or <vscale x 4 x i32> %s, %z
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt6(<vscale x 4 x i32> %a) {
  %r = ashr <vscale x 4 x i32> %a, splat (i32 31)
  ret <vscale x 4 x i32> %r
}

; saddv sign-extends the sum of the active lanes into an i64; no active
; lane gives 0.
define i64 @src7(<vscale x 4 x i32> %a) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 1)
  %s = call i64 @llvm.aarch64.sve.saddv.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a)
  %z = call i64 @llvm.aarch64.sve.uaddv.nxv4i32(<vscale x 4 x i1> zeroinitializer, <vscale x 4 x i32> %a)
  %r = add i64 %s, %z
  ret i64 %r
}
define i64 @tgt7(<vscale x 4 x i32> %a) {
  %e = extractelement <vscale x 4 x i32> %a, i64 0
  %r = sext i32 %e to i64
  ret i64 %r
}

; cntw(all) is 4 * vscale, cntd(all) 2 * vscale.
define i64 @src8() {
  %w = call i64 @llvm.aarch64.sve.cntw(i32 31)
  %d = call i64 @llvm.aarch64.sve.cntd(i32 31)
  %r = add i64 %w, %d
  ret i64 %r
}
define i64 @tgt8() {
  %v = call i64 @llvm.vscale.i64()
  %r = mul i64 %v, 6
  ret i64 %r
}

; dup.x is a splat; tbl with an index past the vector gives 0.
define <vscale x 4 x i32> @src9(i32 %x, <vscale x 4 x i32> %a) {
  %s = call <vscale x 4 x i32> @llvm.aarch64.sve.dup.x.nxv4i32(i32 %x)
  %t = call <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32> %a, <vscale x 4 x i32> splat (i32 -1))
  %r = or <vscale x 4 x i32> %s, %t
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt9(i32 %x, <vscale x 4 x i32> %a) {
  %i = insertelement <vscale x 4 x i32> poison, i32 %x, i64 0
  %r = shufflevector <vscale x 4 x i32> %i, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  ret <vscale x 4 x i32> %r
}

; lastb under ptrue(all) is the last lane; lasta with no active lane is
; lane 0.
define i32 @src10(<vscale x 4 x i32> %a) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %l = call i32 @llvm.aarch64.sve.lastb.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a)
  %f = call i32 @llvm.aarch64.sve.lasta.nxv4i32(<vscale x 4 x i1> zeroinitializer, <vscale x 4 x i32> %a)
  %r = sub i32 %l, %f
  ret i32 %r
}
define i32 @tgt10(<vscale x 4 x i32> %a) {
  %v = call i64 @llvm.vscale.i64()
  %n = shl i64 %v, 2
  %i = sub i64 %n, 1
  %l = extractelement <vscale x 4 x i32> %a, i64 %i
  %f = extractelement <vscale x 4 x i32> %a, i64 0
  %r = sub i32 %l, %f
  ret i32 %r
}

; fmla under an all-true predicate is llvm.fma(b, c, a).
define <vscale x 4 x float> @src11(<vscale x 4 x float> %a, <vscale x 4 x float> %b, <vscale x 4 x float> %c) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x float> @llvm.aarch64.sve.fmla.nxv4f32(<vscale x 4 x i1> %p, <vscale x 4 x float> %a, <vscale x 4 x float> %b, <vscale x 4 x float> %c)
  ret <vscale x 4 x float> %r
}
define <vscale x 4 x float> @tgt11(<vscale x 4 x float> %a, <vscale x 4 x float> %b, <vscale x 4 x float> %c) {
  %r = call <vscale x 4 x float> @llvm.fma.nxv4f32(<vscale x 4 x float> %b, <vscale x 4 x float> %c, <vscale x 4 x float> %a)
  ret <vscale x 4 x float> %r
}

; mul.u(pg, a, 1) is a: the inactive lanes of a .u op are poison (LLVM's
; fold); with no active lane the whole result is.
define <vscale x 4 x i32> @src12(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  %x = call <vscale x 4 x i32> @llvm.aarch64.sve.mul.u.nxv4i32(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a, <vscale x 4 x i32> splat (i32 1))
  %y = call <vscale x 4 x i32> @llvm.aarch64.sve.sub.u.nxv4i32(<vscale x 4 x i1> zeroinitializer, <vscale x 4 x i32> %a, <vscale x 4 x i32> %b)
  %r = add <vscale x 4 x i32> %x, %y
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt12(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  ret <vscale x 4 x i32> poison
}

; ld1 with no active lane reads nothing (even through null) and gives
; zeros; with all lanes active it is a load that needs no alignment.
define <vscale x 4 x i32> @src13(ptr %p) {
  %t = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %a = call <vscale x 4 x i32> @llvm.aarch64.sve.ld1.nxv4i32(<vscale x 4 x i1> %t, ptr %p)
  %z = call <vscale x 4 x i32> @llvm.aarch64.sve.ld1.nxv4i32(<vscale x 4 x i1> zeroinitializer, ptr null)
  %r = or <vscale x 4 x i32> %a, %z
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt13(ptr %p) {
  %r = load <vscale x 4 x i32>, ptr %p, align 1
  ret <vscale x 4 x i32> %r
}

; st1 under pg is llvm.masked.store: inactive lanes keep memory.
define void @src14(<vscale x 2 x i64> %v, <vscale x 2 x i1> %pg, ptr %p) {
  call void @llvm.aarch64.sve.st1.nxv2i64(<vscale x 2 x i64> %v, <vscale x 2 x i1> %pg, ptr %p)
  ret void
}
define void @tgt14(<vscale x 2 x i64> %v, <vscale x 2 x i1> %pg, ptr %p) {
  call void @llvm.masked.store.nxv2i64.p0(<vscale x 2 x i64> %v, ptr align 1 %p, <vscale x 2 x i1> %pg)
  ret void
}

; cmpgt.wide against a splat is cmpgt against the splat, zeroed by pg;
; and.z zeroes inactive lanes.
define <vscale x 4 x i1> @src15(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a, <vscale x 4 x i1> %q) {
  %c = call <vscale x 4 x i1> @llvm.aarch64.sve.cmpgt.wide.nxv4i32(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a, <vscale x 2 x i64> splat (i64 -5))
  %r = call <vscale x 4 x i1> @llvm.aarch64.sve.and.z.nxv4i1(<vscale x 4 x i1> %pg, <vscale x 4 x i1> %c, <vscale x 4 x i1> %q)
  ret <vscale x 4 x i1> %r
}
define <vscale x 4 x i1> @tgt15(<vscale x 4 x i1> %pg, <vscale x 4 x i32> %a, <vscale x 4 x i1> %q) {
  %c = icmp sgt <vscale x 4 x i32> %a, splat (i32 -5)
  %x = and <vscale x 4 x i1> %c, %q
  %r = select <vscale x 4 x i1> %pg, <vscale x 4 x i1> %x, <vscale x 4 x i1> zeroinitializer
  ret <vscale x 4 x i1> %r
}

; dupq.lane 0 of a vector whose first quadword is a splat is the splat;
; insr puts the scalar in lane 0.
define <vscale x 4 x i32> @src16(i32 %x) {
  %s = call <vscale x 4 x i32> @llvm.aarch64.sve.dup.x.nxv4i32(i32 %x)
  %i = call <vscale x 4 x i32> @llvm.aarch64.sve.insr.nxv4i32(<vscale x 4 x i32> %s, i32 %x)
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.dupq.lane.nxv4i32(<vscale x 4 x i32> %i, i64 0)
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt16(i32 %x) {
  %i = insertelement <vscale x 4 x i32> poison, i32 %x, i64 0
  %r = shufflevector <vscale x 4 x i32> %i, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  ret <vscale x 4 x i32> %r
}

; fcvtzs of the same width is fptosi.sat: saturating, NaN 0.
define <vscale x 4 x i32> @src17(<vscale x 4 x float> %x) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.fcvtzs.nxv4i32.nxv4f32(<vscale x 4 x i32> poison, <vscale x 4 x i1> %p, <vscale x 4 x float> %x)
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt17(<vscale x 4 x float> %x) {
  %r = call <vscale x 4 x i32> @llvm.fptosi.sat.nxv4i32.nxv4f32(<vscale x 4 x float> %x)
  ret <vscale x 4 x i32> %r
}

; scvtf.f64i32 converts the low i32 of each 64-bit container (noundef: the
; bitcast in the target would make a container with a poison half poison).
define <vscale x 2 x double> @src18(<vscale x 4 x i32> noundef %a) {
  %p = call <vscale x 2 x i1> @llvm.aarch64.sve.ptrue.nxv2i1(i32 31)
  %r = call <vscale x 2 x double> @llvm.aarch64.sve.scvtf.f64i32(<vscale x 2 x double> poison, <vscale x 2 x i1> %p, <vscale x 4 x i32> %a)
  ret <vscale x 2 x double> %r
}
define <vscale x 2 x double> @tgt18(<vscale x 4 x i32> noundef %a) {
  %w = bitcast <vscale x 4 x i32> %a to <vscale x 2 x i64>
  %t = trunc <vscale x 2 x i64> %w to <vscale x 2 x i32>
  %r = sitofp <vscale x 2 x i32> %t to <vscale x 2 x double>
  ret <vscale x 2 x double> %r
}

; fcvt.f32f16 widens the low half of each 32-bit container.
define <vscale x 4 x float> @src19(<vscale x 8 x half> noundef %h) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x float> @llvm.aarch64.sve.fcvt.f32f16(<vscale x 4 x float> poison, <vscale x 4 x i1> %p, <vscale x 8 x half> %h)
  ret <vscale x 4 x float> %r
}
define <vscale x 4 x float> @tgt19(<vscale x 8 x half> noundef %h) {
  %w = bitcast <vscale x 8 x half> %h to <vscale x 4 x i32>
  %t = trunc <vscale x 4 x i32> %w to <vscale x 4 x i16>
  %f = bitcast <vscale x 4 x i16> %t to <vscale x 4 x half>
  %r = fpext <vscale x 4 x half> %f to <vscale x 4 x float>
  ret <vscale x 4 x float> %r
}

; addp: even lanes add a pair of a, odd lanes the same pair of b.
define <vscale x 4 x i32> @src20(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.addp.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a, <vscale x 4 x i32> %b)
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt20(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  %da = call { <vscale x 2 x i32>, <vscale x 2 x i32> } @llvm.vector.deinterleave2.nxv4i32(<vscale x 4 x i32> %a)
  %db = call { <vscale x 2 x i32>, <vscale x 2 x i32> } @llvm.vector.deinterleave2.nxv4i32(<vscale x 4 x i32> %b)
  %a0 = extractvalue { <vscale x 2 x i32>, <vscale x 2 x i32> } %da, 0
  %a1 = extractvalue { <vscale x 2 x i32>, <vscale x 2 x i32> } %da, 1
  %b0 = extractvalue { <vscale x 2 x i32>, <vscale x 2 x i32> } %db, 0
  %b1 = extractvalue { <vscale x 2 x i32>, <vscale x 2 x i32> } %db, 1
  %sa = add <vscale x 2 x i32> %a0, %a1
  %sb = add <vscale x 2 x i32> %b0, %b1
  %r = call <vscale x 4 x i32> @llvm.vector.interleave2.nxv4i32(<vscale x 2 x i32> %sa, <vscale x 2 x i32> %sb)
  ret <vscale x 4 x i32> %r
}

; cmpeq.wide compares the sign-extended element with the i64 lane.
define <vscale x 4 x i1> @src21(<vscale x 4 x i32> %a) {
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %r = call <vscale x 4 x i1> @llvm.aarch64.sve.cmpeq.wide.nxv4i32(<vscale x 4 x i1> %p, <vscale x 4 x i32> %a, <vscale x 2 x i64> splat (i64 -1))
  ret <vscale x 4 x i1> %r
}
define <vscale x 4 x i1> @tgt21(<vscale x 4 x i32> %a) {
  %r = icmp eq <vscale x 4 x i32> %a, splat (i32 -1)
  ret <vscale x 4 x i1> %r
}

; brkb stops before the first true lane, brka after it: whilelo(1, 4) is
; lanes 0..2, ^ vl1 lanes 1 and 2, so they differ in lane 1 only.
define <vscale x 4 x i1> @src22() {
  %t = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %x = call <vscale x 4 x i1> @llvm.aarch64.sve.whilelo.nxv4i1.i64(i64 1, i64 4)
  %p = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 1)
  %y = xor <vscale x 4 x i1> %x, %p
  %b = call <vscale x 4 x i1> @llvm.aarch64.sve.brkb.z.nxv4i1(<vscale x 4 x i1> %t, <vscale x 4 x i1> %y)
  %a = call <vscale x 4 x i1> @llvm.aarch64.sve.brka.z.nxv4i1(<vscale x 4 x i1> %t, <vscale x 4 x i1> %y)
  %r = xor <vscale x 4 x i1> %a, %b
  ret <vscale x 4 x i1> %r
}
define <vscale x 4 x i1> @tgt22() {
  %a = call <vscale x 4 x i1> @llvm.aarch64.sve.whilelo.nxv4i1.i64(i64 0, i64 2)
  %b = call <vscale x 4 x i1> @llvm.aarch64.sve.whilelo.nxv4i1.i64(i64 0, i64 1)
  %r = xor <vscale x 4 x i1> %a, %b
  ret <vscale x 4 x i1> %r
}

; ld2 under ptrue is a load deinterleaved.
define <vscale x 4 x i32> @src23(ptr %p) {
  %t = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %l = call { <vscale x 4 x i32>, <vscale x 4 x i32> } @llvm.aarch64.sve.ld2.sret.nxv4i32(<vscale x 4 x i1> %t, ptr %p)
  %x = extractvalue { <vscale x 4 x i32>, <vscale x 4 x i32> } %l, 0
  %y = extractvalue { <vscale x 4 x i32>, <vscale x 4 x i32> } %l, 1
  %r = sub <vscale x 4 x i32> %x, %y
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt23(ptr %p) {
  %v = load <vscale x 8 x i32>, ptr %p, align 1
  %d = call { <vscale x 4 x i32>, <vscale x 4 x i32> } @llvm.vector.deinterleave2.nxv8i32(<vscale x 8 x i32> %v)
  %x = extractvalue { <vscale x 4 x i32>, <vscale x 4 x i32> } %d, 0
  %y = extractvalue { <vscale x 4 x i32>, <vscale x 4 x i32> } %d, 1
  %r = sub <vscale x 4 x i32> %x, %y
  ret <vscale x 4 x i32> %r
}

; fcvtzs.i32f64 saturates to i32 and zero-extends it in the 64-bit
; container ("the upper bits of each destination element are set to zero").
define <vscale x 2 x i64> @src24(<vscale x 2 x double> %x) {
  %p = call <vscale x 2 x i1> @llvm.aarch64.sve.ptrue.nxv2i1(i32 31)
  %r = call <vscale x 4 x i32> @llvm.aarch64.sve.fcvtzs.i32f64(<vscale x 4 x i32> poison, <vscale x 2 x i1> %p, <vscale x 2 x double> %x)
  %b = bitcast <vscale x 4 x i32> %r to <vscale x 2 x i64>
  ret <vscale x 2 x i64> %b
}
define <vscale x 2 x i64> @tgt24(<vscale x 2 x double> %x) {
  %c = call <vscale x 2 x i32> @llvm.fptosi.sat.nxv2i32.nxv2f64(<vscale x 2 x double> %x)
  %r = zext <vscale x 2 x i32> %c to <vscale x 2 x i64>
  ret <vscale x 2 x i64> %r
}

declare <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32)
declare <vscale x 2 x i1> @llvm.aarch64.sve.ptrue.nxv2i1(i32)
declare <vscale x 4 x i1> @llvm.aarch64.sve.whilelo.nxv4i1.i64(i64, i64)
declare <vscale x 4 x i32> @llvm.aarch64.sve.add.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 16 x i1> @llvm.aarch64.sve.convert.to.svbool.nxv4i1(<vscale x 4 x i1>)
declare <vscale x 4 x i1> @llvm.aarch64.sve.convert.from.svbool.nxv4i1(<vscale x 16 x i1>)
declare <vscale x 2 x double> @llvm.aarch64.sve.fadd.nxv2f64(<vscale x 2 x i1>, <vscale x 2 x double>, <vscale x 2 x double>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.sdiv.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.lsl.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.lsr.wide.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 2 x i64>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.asr.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare i64 @llvm.aarch64.sve.saddv.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare i64 @llvm.aarch64.sve.uaddv.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare i64 @llvm.aarch64.sve.cntw(i32)
declare i64 @llvm.aarch64.sve.cntd(i32)
declare i64 @llvm.vscale.i64()
declare <vscale x 4 x i32> @llvm.aarch64.sve.dup.x.nxv4i32(i32)
declare <vscale x 4 x i32> @llvm.aarch64.sve.tbl.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i32>)
declare i32 @llvm.aarch64.sve.lastb.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare i32 @llvm.aarch64.sve.lasta.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>)
declare <vscale x 4 x float> @llvm.aarch64.sve.fmla.nxv4f32(<vscale x 4 x i1>, <vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x float> @llvm.fma.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.mul.u.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.sub.u.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.ld1.nxv4i32(<vscale x 4 x i1>, ptr)
declare void @llvm.aarch64.sve.st1.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i1>, ptr)
declare void @llvm.masked.store.nxv2i64.p0(<vscale x 2 x i64>, ptr, <vscale x 2 x i1>)
declare <vscale x 4 x i1> @llvm.aarch64.sve.cmpgt.wide.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 2 x i64>)
declare <vscale x 4 x i1> @llvm.aarch64.sve.and.z.nxv4i1(<vscale x 4 x i1>, <vscale x 4 x i1>, <vscale x 4 x i1>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.insr.nxv4i32(<vscale x 4 x i32>, i32)
declare <vscale x 4 x i32> @llvm.aarch64.sve.dupq.lane.nxv4i32(<vscale x 4 x i32>, i64)
declare <vscale x 4 x i32> @llvm.aarch64.sve.fcvtzs.nxv4i32.nxv4f32(<vscale x 4 x i32>, <vscale x 4 x i1>, <vscale x 4 x float>)
declare <vscale x 4 x i32> @llvm.fptosi.sat.nxv4i32.nxv4f32(<vscale x 4 x float>)
declare <vscale x 2 x double> @llvm.aarch64.sve.scvtf.f64i32(<vscale x 2 x double>, <vscale x 2 x i1>, <vscale x 4 x i32>)
declare <vscale x 4 x float> @llvm.aarch64.sve.fcvt.f32f16(<vscale x 4 x float>, <vscale x 4 x i1>, <vscale x 8 x half>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.addp.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare { <vscale x 2 x i32>, <vscale x 2 x i32> } @llvm.vector.deinterleave2.nxv4i32(<vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.vector.interleave2.nxv4i32(<vscale x 2 x i32>, <vscale x 2 x i32>)
declare <vscale x 4 x i1> @llvm.aarch64.sve.cmpeq.wide.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 2 x i64>)
declare <vscale x 4 x i1> @llvm.aarch64.sve.brkb.z.nxv4i1(<vscale x 4 x i1>, <vscale x 4 x i1>)
declare <vscale x 4 x i1> @llvm.aarch64.sve.brka.z.nxv4i1(<vscale x 4 x i1>, <vscale x 4 x i1>)
declare { <vscale x 4 x i32>, <vscale x 4 x i32> } @llvm.aarch64.sve.ld2.sret.nxv4i32(<vscale x 4 x i1>, ptr)
declare { <vscale x 4 x i32>, <vscale x 4 x i32> } @llvm.vector.deinterleave2.nxv8i32(<vscale x 8 x i32>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.fcvtzs.i32f64(<vscale x 4 x i32>, <vscale x 2 x i1>, <vscale x 2 x double>)
declare <vscale x 2 x i32> @llvm.fptosi.sat.nxv2i32.nxv2f64(<vscale x 2 x double>)
