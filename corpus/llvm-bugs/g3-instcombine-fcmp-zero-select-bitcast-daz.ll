; InstCombine folds select(x == 0, bitcast(x * 32), bitcast(x)) to bitcast(x)
; under "denormal-fp-math"="preserve-sign,preserve-sign".  The LangRef says an
; fp operation in that mode "must treat any input denormal value as zero":
; for x = 0x00000001 (a denormal) the fcmp is true and the fmul gives +0.0,
; so the source returns i32 0; bitcast is no fp operation and the target
; returns i32 1.  (LLVM's folds treat a denormal as an unflushed zero when the
; value stays a float -- llfuzz accepts that for fp results -- but here the
; bits are returned as an integer.)
;   opt-22 -passes=instcombine -S g3-instcombine-fcmp-zero-select-bitcast-daz.ll
;   -> %r = bitcast float %x to i32
;   llfuzz check g3-instcombine-fcmp-zero-select-bitcast-daz.ll --engine opt-22:-passes=instcombine
;   -> value mismatch, input float 0x36A0000000000000 (the smallest denormal)
; (found by bench/check-llvm-tests.sh on fold-select-fmul-if-zero.ll,
; fcmp_zero_select_is_not_fp, under -denormal-fp-math=preserve-sign and
; positive-zero; believed unreported)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-expect: divergence value
; llfuzz-llvm: 19-
; llfuzz-input: @f(float 0x36A0000000000000)
define i32 @f(float %x) "denormal-fp-math"="preserve-sign,preserve-sign" {
  %z = fcmp oeq float %x, 0.0
  %m = fmul float %x, 32.0
  %mi = bitcast float %m to i32
  %xi = bitcast float %x to i32
  %r = select i1 %z, i32 %mi, i32 %xi
  ret i32 %r
}
