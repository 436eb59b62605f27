; Same VectorCombine bug as d5-vectorcombine-bitcast-shuffle-i24.ll (foldBitcastShuffle
; with element sizes that do not divide each other), poison flavour: a splat of %x is
; replaced by the insertelement into poison, so element 0 of <3 x i32> now takes 8 bits
; from the poison element 1 of <4 x i24>:
;   opt-22 -passes=instcombine,vector-combine,instcombine -S this.ll
;   -> %1 = bitcast <4 x i24> (insertelement poison, %x, 0) to <3 x i32>; extractelement 0
; The source returns the low 32 bits of the splat (x | x << 24, defined).
; Campaign divergences 8 12 13 20 33 41 57 59 60 64 (all "target is more poisonous",
; all gone with opt-22 -O2 --disable-vector-combine).
; llfuzz-engine: opt-22:-passes=instcombine,vector-combine,instcombine
; llfuzz-engine: opt-19:-passes=instcombine,vector-combine,instcombine
; llfuzz-engine: opt-14:-passes=instcombine,vector-combine,instcombine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 14-
; llfuzz-input: @f(i24 1)
define i32 @f(i24 %x) {
  %i = insertelement <4 x i24> poison, i24 %x, i32 0
  %s = shufflevector <4 x i24> %i, <4 x i24> poison, <4 x i32> zeroinitializer
  %b = bitcast <4 x i24> %s to i96
  %t = trunc i96 %b to i32
  ret i32 %t
}
