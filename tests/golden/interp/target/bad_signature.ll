; A target intrinsic declared with types that do not fit it (LLVM's
; verifier rejects this; llfuzz's does not know target intrinsics): the
; interpreter reports it unsupported rather than read past its operands.
; RUN: llfuzz run %s --entry f --args '<8 x i16> zeroinitializer'
; EXIT: 2
; STDERR: llvm.x86.sse2.psrl.w with an unexpected signature
; RUN: llfuzz run %s --entry g --args '<4 x i32> zeroinitializer'
; EXIT: 2
; STDERR: llvm.x86.avx512.pternlog.d.128 with an unexpected signature

define <8 x i16> @f(<8 x i16> %x) {
  %r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> %x)
  ret <8 x i16> %r
}

define <4 x i32> @g(<4 x i32> %x) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %x, <2 x i32> zeroinitializer, <4 x i32> %x, i32 1)
  ret <4 x i32> %r
}

declare <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16>)
declare <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32>, <2 x i32>, <4 x i32>, i32)
