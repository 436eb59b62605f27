; The alignment of a masked.load is a promise about its pointer whatever
; the mask: LLVM 22 speculates a masked.load of a dereferenceable pointer
; into a load with that alignment and a select (InstCombine/
; masked_intrinsics.ll @load_speculative_less_aligned), so a misaligned
; base pointer is UB even with every lane off.  Before, the source was
; defined there and the speculated load "less defined".
; RUN: %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: 2 pairs: 2 without counterexample, 0 with a counterexample
declare <2 x double> @llvm.masked.load.v2f64.p0(ptr, <2 x i1>, <2 x double>)

define <2 x double> @src1(ptr dereferenceable(16) %p, <2 x i1> %m, <2 x double> %pt) {
  %r = call <2 x double> @llvm.masked.load.v2f64.p0(ptr align 4 %p, <2 x i1> %m, <2 x double> %pt)
  ret <2 x double> %r
}
define <2 x double> @tgt1(ptr dereferenceable(16) %p, <2 x i1> %m, <2 x double> %pt) {
  %l = load <2 x double>, ptr %p, align 4
  %r = select <2 x i1> %m, <2 x double> %l, <2 x double> %pt
  ret <2 x double> %r
}

define <2 x double> @src2(ptr dereferenceable(16) %p, <2 x double> %pt) {
  %r = call <2 x double> @llvm.masked.load.v2f64.p0(ptr align 8 %p, <2 x i1> zeroinitializer, <2 x double> %pt)
  ret <2 x double> %r
}
define <2 x double> @tgt2(ptr dereferenceable(16) %p, <2 x double> %pt) {
  %l = load <2 x double>, ptr %p, align 8
  %r = select <2 x i1> zeroinitializer, <2 x double> %l, <2 x double> %pt
  ret <2 x double> %r
}
