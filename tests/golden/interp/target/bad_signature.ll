; A target intrinsic declared with types that do not fit it (LLVM's
; verifier rejects this; llfuzz's does not know target intrinsics): the
; interpreter reports it unsupported rather than read past its operands.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 2 %llfuzz run %s --entry f --args '<8 x i16> zeroinitializer' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: llvm.x86.sse2.psrl.w with an unexpected signature
; RUN: %exit 2 %llfuzz run %s --entry g --args '<4 x i32> zeroinitializer' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: llvm.x86.avx512.pternlog.d.128 with an unexpected signature

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
