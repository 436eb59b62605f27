; InstCombine (AArch64) turns uxtb(undef passthru, pg, x) into
; and.u(pg, x, 255).  The merging uxtb takes its inactive lanes from the
; passthru, undef; the .u form leaves them undefined -- and other folds of
; LLVM's rely on those lanes being poison (mul.u(pg, a, 1) -> a,
; fadd.u(pg, a, fmul(b, c)) -> fmla: llfuzz models .u inactive lanes as
; poison for that).  Undef becoming poison is not a refinement: the two
; kinds of fold contradict each other, and this one is the weaker.
;   opt-22 -passes=instcombine -mtriple=aarch64-linux-gnu -S g14-...ll
;   -> call @llvm.aarch64.sve.and.u.nxv2i64(%pg, %x, splat (i64 255))
;   llfuzz check g14-...ll --engine 'opt-22:-passes=instcombine -mtriple=aarch64-linux-gnu'
;   -> target is more poisonous in an inactive lane
; (found by bench/check-llvm-tests.sh on InstCombine/AArch64/sve-intrinsic-uxt.ll,
; uxtb_x_64; not found upstream)
; llfuzz-engine: opt-22:-passes=instcombine -mtriple=aarch64-linux-gnu
; llfuzz-expect: divergence poison
; llfuzz-llvm: 22-
define <vscale x 2 x i64> @f(<vscale x 2 x i1> %pg, <vscale x 2 x i64> %x) #0 {
  %r = call <vscale x 2 x i64> @llvm.aarch64.sve.uxtb.nxv2i64(<vscale x 2 x i64> undef, <vscale x 2 x i1> %pg, <vscale x 2 x i64> %x)
  ret <vscale x 2 x i64> %r
}
declare <vscale x 2 x i64> @llvm.aarch64.sve.uxtb.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i1>, <vscale x 2 x i64>)
attributes #0 = { "target-features"="+sve" vscale_range(1,16) }
