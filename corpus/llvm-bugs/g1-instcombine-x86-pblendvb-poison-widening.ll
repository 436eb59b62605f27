; InstCombine (X86 intrinsic folding) turns pblendvb whose mask is a
; bitcast of sext <4 x i1> into a select on <4 x i32> bitcasts of the two
; byte vectors.  pblendvb chooses byte by byte: a poison byte of the chosen
; operand poisons only that byte.  After the fold the bitcast to <4 x i32>
; makes the whole 32-bit lane poison, so the three other bytes of the lane
; become poison too (LangRef "bitcast": a poison element poisons every
; result element it overlaps).
;   opt-22 -passes=instcombine -mtriple=x86_64-linux-gnu -S this.ll
;   llfuzz check this.ll --engine "opt-22:-passes=instcombine -mtriple=x86_64-linux-gnu"
;     -> @blend: ERROR: target is more poisonous (x = <i8 poison, i8 1, ...>)
; Found by `bench/check-llvm-tests.sh` on InstCombine/X86/blend_x86.ll
; (@sel_v4i32) once llfuzz ran the x86 target intrinsics.
; llfuzz-engine: opt-22:-passes=instcombine -mtriple=x86_64-linux-gnu
; llfuzz-engine: opt-19:-passes=instcombine -mtriple=x86_64-linux-gnu
; llfuzz-engine: opt-14:-passes=instcombine -mtriple=x86_64-linux-gnu
; llfuzz-expect: divergence poison
; llfuzz-llvm: 14-
; llfuzz-input: @blend(<16 x i8> <i8 poison, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, <16 x i8> zeroinitializer, <4 x i1> <i1 false, i1 false, i1 false, i1 false>)
declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>)

define <16 x i8> @blend(<16 x i8> %x, <16 x i8> %y, <4 x i1> %c) {
  %s = sext <4 x i1> %c to <4 x i32>
  %m = bitcast <4 x i32> %s to <16 x i8>
  %r = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %x, <16 x i8> %y, <16 x i8> %m)
  ret <16 x i8> %r
}
