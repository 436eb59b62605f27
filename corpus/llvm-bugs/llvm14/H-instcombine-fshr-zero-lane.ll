; InstCombine canonicalizes fshr X, Y, C to fshl X, Y, (BitWidth - C) for a
; constant vector C without excluding lanes where C is 0 (mod the width): there
; fshr returns Y but fshl by 32 (= 0 mod 32) returns X (LangRef
; "'llvm.fshr.*' Intrinsic": the shift amount is taken modulo the width).
; LLVM 14; LLVM 22 correct.
;   opt-14 -opaque-pointers -passes=instcombine -S H-instcombine-fshr-zero-lane.ll
;   llfuzz check H-instcombine-fshr-zero-lane.ll --engine opt-14:-passes=instcombine
; llfuzz-engine: opt-14:-passes=instcombine
; llfuzz-expect: divergence value
; llfuzz-llvm: 14
declare <2 x i32> @llvm.fshr.v2i32(<2 x i32>, <2 x i32>, <2 x i32>)

define <2 x i32> @src(<2 x i32> %x, <2 x i32> %y) {
  %r = call <2 x i32> @llvm.fshr.v2i32(<2 x i32> %x, <2 x i32> %y, <2 x i32> <i32 0, i32 10>)
  ret <2 x i32> %r
}
