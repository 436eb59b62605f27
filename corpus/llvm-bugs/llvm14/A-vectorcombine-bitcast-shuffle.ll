; Group A: VectorCombine foldBitcastShuf (bitcast (shuffle V, poison, M) -> shuffle (bitcast V), M')
; with element sizes that do not divide (here <8 x i24> -> <6 x i32>): the mask is
; reused as is (scale factor 8/6 = 1), so lane 0 of the <6 x i32> (bits 0..31 of
; <8 x i24> = lane 0 and the low byte of lane 1) comes from a vector whose lane 1 is
; poison. Source returns (x & 0xffffff) | (x << 24) truncated; target returns poison.
; Also a type-confused shuffle (<6 x i32> mask of 8 lanes). LLVM 14 and LLVM 22.1.8.
;   opt-14 -opaque-pointers -passes=vector-combine -S A-vectorcombine-bitcast-shuffle.ll
;   opt-22 -passes=vector-combine -S A-vectorcombine-bitcast-shuffle.ll
;   llfuzz check A-vectorcombine-bitcast-shuffle.ll --engine opt-22:-passes=vector-combine
; llfuzz-engine: opt-22:-passes=vector-combine
; llfuzz-engine: opt-19:-passes=vector-combine
; llfuzz-engine: opt-14:-passes=vector-combine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 14-
define i32 @src(i24 %x) {
  %v = insertelement <8 x i24> poison, i24 %x, i64 0
  %s = shufflevector <8 x i24> %v, <8 x i24> poison, <8 x i32> zeroinitializer
  %bc = bitcast <8 x i24> %s to <6 x i32>
  %t = extractelement <6 x i32> %bc, i64 0
  ret i32 %t
}
