; ConstantFolding FoldBitCast between integer vectors whose element counts do not
; divide (<3 x i8> -> <2 x i12>): it assumes NumSrcElt/NumDstElt is integral
; (ratio 3/2 = 1), so the folded <2 x i12> is <8, 128> instead of <8, 24>
; (bits 0x018008: vectors are bit-packed, element 0 in the low bits; LangRef
; "bitcast .. to" and "Vector Type"). LLVM 14 and LLVM 22.1.8 alike:
;   opt-14 -opaque-pointers -passes=instsimplify -S C-constfold-bitcast-vector-ratio.ll
;   opt-22 -passes=instsimplify -S C-constfold-bitcast-vector-ratio.ll
;   llfuzz check C-constfold-bitcast-vector-ratio.ll --engine opt-22:-passes=instsimplify
; llfuzz-engine: opt-22:-passes=instsimplify
; llfuzz-engine: opt-19:-passes=instsimplify
; llfuzz-engine: opt-14:-passes=instsimplify
; llfuzz-expect: divergence value
; llfuzz-llvm: 14-
define i24 @src() {
  %v = bitcast <3 x i8> <i8 8, i8 -128, i8 1> to <2 x i12>
  %r = bitcast <2 x i12> %v to i24
  ret i24 %r
}
define <2 x i12> @src2() {
  %v = bitcast <3 x i8> <i8 8, i8 -128, i8 1> to <2 x i12>
  ret <2 x i12> %v
}
