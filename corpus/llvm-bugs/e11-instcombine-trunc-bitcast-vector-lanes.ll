; InstCombine rewrites  trunc (bitcast <8 x i48> (xor C, %v) to i384) to i64
; and loses the 16 bits lane 1 contributes to the low 64 bits (lane 0 holds
; only 48 of them).
;   llfuzz check this.ll --engine opt-22:-passes=instcombine   -> value mismatch
; Campaign c22b (opt-22 -O2), divergence 11; c22b #32 and c19 #30 are the same
; with <3 x i32> -> i96 -> i48 and <4 x i24> -> i96 -> i32.
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-engine: opt-14:-passes=instcombine
; llfuzz-expect: divergence value
; llfuzz-llvm: 14-
; llfuzz-input: @t2(<8 x i48> <i48 -139998134620198, i48 0, i48 1, i48 -1, i48 134217729, i48 -22864946953375, i48 13, i48 536870913>)

define i64 @t2(<8 x i48> %0) {
entry:
  %1 = xor <8 x i48> <i48 -140737488355328, i48 8, i48 1, i48 1, i48 -4294967296, i48 -1, i48 1, i48 -8>, %0
  %2 = bitcast <8 x i48> %1 to i384
  %3 = trunc i384 %2 to i64
  ret i64 %3
}
