; VectorCombine (foldBitcastShuffle) moves a bitcast <8 x i24> -> <12 x i16> above a
; splat shuffle of element 3 but keeps the mask index 3, which now names i16 element 3
; (bits 48..63) instead of the low half of i24 element 3 (bits 72..87).
;   opt-22 -passes=vector-combine -S d5-vectorcombine-bitcast-shuffle-i24.ll
;   lli-22 d5-vectorcombine-bitcast-shuffle-i24.ll                      -> f = 0x7b98
;   opt-22 -passes=vector-combine d5-...ll | lli-22                      -> f = 0x000b
; (campaign divergence 5: source i16 31640 = 0x7b98, opt-22 -O2 gives 11)
; llfuzz-engine: opt-22:-passes=vector-combine
; llfuzz-engine: opt-19:-passes=vector-combine
; llfuzz-engine: opt-14:-passes=vector-combine
; llfuzz-expect: divergence value
; llfuzz-llvm: 14-
; llfuzz-func: @f
; llfuzz-input: @f(<8 x i24> <i24 -4, i24 65535, i24 11, i24 -5801064, i24 1, i24 1, i24 -7, i24 1046430>)
define i16 @f(<8 x i24> %v) {
  %s = shufflevector <8 x i24> %v, <8 x i24> poison, <8 x i32> <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %bc = bitcast <8 x i24> %s to <12 x i16>
  %t = extractelement <12 x i16> %bc, i64 0
  ret i16 %t
}

@fmt = private constant [12 x i8] c"f = 0x%04x\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %r = call i16 @f(<8 x i24> <i24 -4, i24 65535, i24 11, i24 -5801064, i24 1, i24 1, i24 -7, i24 1046430>)
  %z = zext i16 %r to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %z)
  ret i32 0
}
