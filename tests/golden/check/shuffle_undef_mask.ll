; An `undef` element of a shufflevector mask: up to LLVM 16 the LangRef gave an
; undef lane, since LLVM 17 (D148637) a poison lane ("'shufflevector'
; Instruction"). LLVM 14's InstCombine writes `undef` mask elements for lanes it
; knows to be undef, which is right under its own LangRef: read with LLVM 14's
; meaning (--target-llvm 14, or --engine opt-14:...) the target refines the source.
; Found by a campaign against opt-14 -O2 (target is more poisonous, a false alarm).
; A `poison` element stays poison whoever wrote it (@k).
; RUN: %exit 1 %llfuzz check %s %S/Inputs/shuffle_undef_mask_llvm14.ll --target-llvm 14 | FileCheck %s --check-prefix=CHECK1
; CHECK1: @g/@g: no counterexample
; CHECK1: @h/@h: no counterexample
; CHECK1: @k/@k: ERROR: target is more poisonous
; RUN: %exit 1 %llfuzz check %s %S/Inputs/shuffle_undef_mask_llvm14.ll --target-llvm 17 | FileCheck %s --check-prefix=CHECK2
; CHECK2: @g/@g: ERROR: target is more poisonous
; CHECK2: @h/@h: ERROR: target is more poisonous
; RUN: %exit 1 %llfuzz check %s %S/Inputs/shuffle_undef_mask_llvm14.ll | FileCheck %s --check-prefix=CHECK3
; CHECK3: @g/@g: ERROR: target is more poisonous

define <4 x i32> @g(<4 x i32> %x) {
  %s = shufflevector <4 x i32> %x, <4 x i32> undef, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  ret <4 x i32> %s
}

define <2 x i32> @h(<2 x i32> %x) {
  ret <2 x i32> undef
}

define <2 x i32> @k(<2 x i32> %x) {
  %e = extractelement <2 x i32> %x, i64 1
  %v = insertelement <2 x i32> undef, i32 %e, i64 1
  ret <2 x i32> %v
}
