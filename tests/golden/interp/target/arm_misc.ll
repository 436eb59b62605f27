; ARM NEON structure loads and stores, MVE vctp, narrowing and vmladav
; (from the Arm ARM: no MVE machine or emulator here), and x86 intrinsics this
; machine cannot run (TBM bextri, XOP vfrcz) or whose result is one value
; not known (rcpss), computed by hand from the manuals.
;
; vld2 de-interleaves: memory 0 1 2 3 4 5 6 7 gives <0 2 4 6>, <1 3 5 7>.
; RUN: %llfuzz run %s --entry vld2 | FileCheck %s --check-prefix=CHECK1
; CHECK1: { <4 x i16>, <4 x i16> } { <4 x i16> <i16 0, i16 2, i16 4, i16 6>, <4 x i16> <i16 1, i16 3, i16 5, i16 7> }
; vld1x2 reads two vectors one after the other.
; RUN: %llfuzz run %s --entry vld1x2 | FileCheck %s --check-prefix=CHECK2
; CHECK2: { <4 x i16>, <4 x i16> } { <4 x i16> <i16 0, i16 1, i16 2, i16 3>, <4 x i16> <i16 4, i16 5, i16 6, i16 7> }
; vst3 interleaves: <1 2>, <3 4>, <5 6> are stored as 1 3 5 2 4 6.
; RUN: %llfuzz run %s --entry vst3 | FileCheck %s --check-prefix=CHECK3
; CHECK3: <6 x i32> <i32 1, i32 3, i32 5, i32 2, i32 4, i32 6>
; vld1 with an alignment the pointer lacks is UB (LLVM folds it into a
; load with that alignment).
; RUN: %exit nonzero %llfuzz run %s --entry vld1_misaligned 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: misaligned
; vctp32(n): lane i is i < n, unsigned.
; RUN: %llfuzz run %s --entry vctp --args 'i32 3' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <4 x i1> <i1 true, i1 true, i1 true, i1 false>
; RUN: %llfuzz run %s --entry vctp --args 'i32 -1' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <4 x i1> <i1 true, i1 true, i1 true, i1 true>
; bextri 0x0804 of 0x12345678: 8 bits from bit 4 = 0x67.
; RUN: %llfuzz run %s --entry bextri | FileCheck %s --check-prefix=CHECK7
; CHECK7: i32 103
; vfrcz.ss(-2.75) = -0.75, the other lanes zeroed.
; RUN: %llfuzz run %s --entry vfrcz | FileCheck %s --check-prefix=CHECK8
; CHECK8: <4 x float> <float -0.75, float 0.0, float 0.0, float 0.0>
; rcpss: lane 0 is an approximation (one value, not known: its bits are
; unknown), the others come from the operand.
; RUN: %llfuzz run %s --entry rcp | FileCheck %s --check-prefix=CHECK9
; CHECK9: <4 x float> <float unknown, float 2.0, float 3.0, float 4.0>
; MVE narrowing into the odd (top) or even lanes of the inactive operand:
; vshrn by 16, truncating (0x12345 -> 1, -0x10000 -> -1); vqmovn with
; signed saturation.
; RUN: %llfuzz run %s --entry vshrn_top | FileCheck %s --check-prefix=CHECK10
; CHECK10: <8 x i16> <i16 7, i16 1, i16 7, i16 -1, i16 7, i16 32767, i16 7, i16 0>
; RUN: %llfuzz run %s --entry vqmovn_bottom | FileCheck %s --check-prefix=CHECK11
; CHECK11: <8 x i16> <i16 32767, i16 7, i16 -32768, i16 7, i16 5, i16 7, i16 -5, i16 7>
; vmladav: 10 + 1*5 + 2*6 + 3*7 + 4*8 = 80; vmlsdav subtracts the odd lanes'
; products (-8); the exchanging form pairs 1*6 + 2*5 + 3*8 + 4*7 (78).
; RUN: %llfuzz run %s --entry vmldava | FileCheck %s --check-prefix=CHECK12
; CHECK12: <3 x i32> <i32 80, i32 -8, i32 78>

define <8 x i16> @vshrn_top() {
  %r = call <8 x i16> @llvm.arm.mve.vshrn.v8i16.v4i32(<8 x i16> splat (i16 7), <4 x i32> <i32 74565, i32 -65536, i32 2147483647, i32 3>, i32 16, i32 0, i32 0, i32 0, i32 0, i32 1)
  ret <8 x i16> %r
}

define <8 x i16> @vqmovn_bottom() {
  %r = call <8 x i16> @llvm.arm.mve.vqmovn.v8i16.v4i32(<8 x i16> splat (i16 7), <4 x i32> <i32 70000, i32 -70000, i32 5, i32 -5>, i32 0, i32 0, i32 0)
  ret <8 x i16> %r
}

define <3 x i32> @vmldava() {
  %a = call i32 @llvm.arm.mve.vmldava.v4i32(i32 0, i32 0, i32 0, i32 10, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>)
  %b = call i32 @llvm.arm.mve.vmldava.v4i32(i32 0, i32 1, i32 0, i32 10, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>)
  %c = call i32 @llvm.arm.mve.vmldava.v4i32(i32 0, i32 0, i32 1, i32 10, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>)
  %r0 = insertelement <3 x i32> poison, i32 %a, i32 0
  %r1 = insertelement <3 x i32> %r0, i32 %b, i32 1
  %r2 = insertelement <3 x i32> %r1, i32 %c, i32 2
  ret <3 x i32> %r2
}

define { <4 x i16>, <4 x i16> } @vld2() {
  %p = alloca [8 x i16], align 8
  store [8 x i16] [i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7], ptr %p
  %r = call { <4 x i16>, <4 x i16> } @llvm.arm.neon.vld2.v4i16.p0(ptr %p, i32 8)
  ret { <4 x i16>, <4 x i16> } %r
}

define { <4 x i16>, <4 x i16> } @vld1x2() {
  %p = alloca [8 x i16], align 8
  store [8 x i16] [i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7], ptr %p
  %r = call { <4 x i16>, <4 x i16> } @llvm.arm.neon.vld1x2.v4i16.p0(ptr %p)
  ret { <4 x i16>, <4 x i16> } %r
}

define <6 x i32> @vst3() {
  %p = alloca <6 x i32>, align 32
  call void @llvm.arm.neon.vst3.p0.v2i32(ptr %p, <2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>, <2 x i32> <i32 5, i32 6>, i32 4)
  %r = load <6 x i32>, ptr %p
  ret <6 x i32> %r
}

define <2 x i64> @vld1_misaligned() {
  %p = alloca [4 x i64], align 16
  %q = getelementptr i8, ptr %p, i64 8
  %r = call <2 x i64> @llvm.arm.neon.vld1.v2i64.p0(ptr %q, i32 16)
  ret <2 x i64> %r
}

define <4 x i1> @vctp(i32 %n) {
  %r = call <4 x i1> @llvm.arm.mve.vctp32(i32 %n)
  ret <4 x i1> %r
}

define i32 @bextri() {
  %r = call i32 @llvm.x86.tbm.bextri.u32(i32 305419896, i32 2052)
  ret i32 %r
}

define <4 x float> @vfrcz() {
  %r = call <4 x float> @llvm.x86.xop.vfrcz.ss(<4 x float> <float -2.75, float 2.0, float 3.0, float 4.0>)
  ret <4 x float> %r
}

define <4 x float> @rcp() {
  %r = call <4 x float> @llvm.x86.sse.rcp.ss(<4 x float> <float 3.0, float 2.0, float 3.0, float 4.0>)
  ret <4 x float> %r
}

declare <8 x i16> @llvm.arm.mve.vshrn.v8i16.v4i32(<8 x i16>, <4 x i32>, i32, i32, i32, i32, i32, i32)
declare <8 x i16> @llvm.arm.mve.vqmovn.v8i16.v4i32(<8 x i16>, <4 x i32>, i32, i32, i32)
declare i32 @llvm.arm.mve.vmldava.v4i32(i32, i32, i32, i32, <4 x i32>, <4 x i32>)
declare { <4 x i16>, <4 x i16> } @llvm.arm.neon.vld2.v4i16.p0(ptr, i32)
declare { <4 x i16>, <4 x i16> } @llvm.arm.neon.vld1x2.v4i16.p0(ptr)
declare void @llvm.arm.neon.vst3.p0.v2i32(ptr, <2 x i32>, <2 x i32>, <2 x i32>, i32)
declare <2 x i64> @llvm.arm.neon.vld1.v2i64.p0(ptr, i32)
declare <4 x i1> @llvm.arm.mve.vctp32(i32)
declare i32 @llvm.x86.tbm.bextri.u32(i32, i32)
declare <4 x float> @llvm.x86.xop.vfrcz.ss(<4 x float>)
declare <4 x float> @llvm.x86.sse.rcp.ss(<4 x float>)
