; InstCombine (AArch64) folds dupq.lane of an (x, y, x, y) insertelement
; pattern into a bitcast to <vscale x 2 x i64>, a splat of lane 0 and a
; bitcast back.  The i64 lane holds x and y together: when x is poison the
; whole i64 is poison, and so is every y lane of the result, which the
; source computed lane by lane as y.  Widening through a bitcast needs
; the narrow elements not to be poison (or a freeze).
;   opt-22 -passes=instcombine -mtriple=aarch64-linux-gnu -S g13-...ll
;   -> bitcast ... to <vscale x 2 x i64>; shufflevector zeroinitializer; bitcast
;   llfuzz check g13-...ll --engine 'opt-22:-passes=instcombine -mtriple=aarch64-linux-gnu'
;   -> poison where the source has 0.0 (x poison, y 0.0)
; (found by bench/check-llvm-tests.sh on InstCombine/AArch64/sve-intrinsic-dupqlane.ll:
; dupq_f32_ab_pattern and five f16 patterns; not found upstream)
; llfuzz-engine: opt-22:-passes=instcombine -mtriple=aarch64-linux-gnu
; llfuzz-expect: divergence poison
; llfuzz-llvm: 19-
; llfuzz-input: @f(float poison, float 0.0)
define <vscale x 4 x float> @f(float %x, float %y) #0 {
  %1 = insertelement <4 x float> poison, float %x, i64 0
  %2 = insertelement <4 x float> %1, float %y, i64 1
  %3 = insertelement <4 x float> %2, float %x, i64 2
  %4 = insertelement <4 x float> %3, float %y, i64 3
  %5 = call <vscale x 4 x float> @llvm.vector.insert.nxv4f32.v4f32(<vscale x 4 x float> poison, <4 x float> %4, i64 0)
  %6 = call <vscale x 4 x float> @llvm.aarch64.sve.dupq.lane.nxv4f32(<vscale x 4 x float> %5, i64 0)
  ret <vscale x 4 x float> %6
}
declare <vscale x 4 x float> @llvm.vector.insert.nxv4f32.v4f32(<vscale x 4 x float>, <4 x float>, i64)
declare <vscale x 4 x float> @llvm.aarch64.sve.dupq.lane.nxv4f32(<vscale x 4 x float>, i64)
attributes #0 = { "target-features"="+sve" vscale_range(1,16) }
