; InstCombine (AArch64) turns llvm.aarch64.sve.ld1 with an all-true
; predicate into `load <vscale x 4 x i32>, ptr %p, align 16`: the vector
; type's ABI alignment.  LD1W needs only its element's alignment (4 bytes;
; no alignment at all unless alignment checking is on), and LLVM's own
; predicated form of the fold uses llvm.masked.load with align 1.  The
; plain load promises 16 bytes: UB for a pointer that is not 16-aligned,
; where the intrinsic was defined.  (sve.st1 -> store align 16: the same.)
;   opt-22 -passes=instcombine -mtriple=aarch64-linux-gnu -S g12-...ll
;   -> %v = load <vscale x 4 x i32>, ptr %p, align 16
;   llfuzz check g12-...ll --engine 'opt-22:-passes=instcombine -mtriple=aarch64-linux-gnu'
;   -> source is more defined than target: a pointer at 0x40000001
; (found by bench/check-llvm-tests.sh on InstCombine/AArch64/sve-intrinsic-loadstore.ll,
; combine_ld1, combine_st1 and their _casted_predicate forms; not found upstream)
; llfuzz-engine: opt-22:-passes=instcombine -mtriple=aarch64-linux-gnu
; llfuzz-expect: divergence ub
; llfuzz-llvm: 19-
define <vscale x 4 x i32> @f(ptr %p) #0 {
  %pg = call <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32 31)
  %v = call <vscale x 4 x i32> @llvm.aarch64.sve.ld1.nxv4i32(<vscale x 4 x i1> %pg, ptr %p)
  ret <vscale x 4 x i32> %v
}
declare <vscale x 4 x i1> @llvm.aarch64.sve.ptrue.nxv4i1(i32)
declare <vscale x 4 x i32> @llvm.aarch64.sve.ld1.nxv4i32(<vscale x 4 x i1>, ptr)
attributes #0 = { "target-features"="+sve" vscale_range(1,16) }
