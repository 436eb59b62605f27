; llc-22 -O2 folds  bitcast <3 x i8> <4, -128, -1> to <2 x i12>  to <4, 128>:
; element 1 is bits 12..23 of 0xFF8004, 0xFF8 = -8.  The same bitcast of a
; value known only at run time is right.
;   llfuzz check this.ll --engine llc-22:-O2   -> value mismatch
; Campaign c22b (llc-22 -O2), divergence 17; c19 #22 (llc-19) the same; and
; llc-22 for riscv64 (the same constant, 2026-11-28 acceptance campaign).
; llfuzz-engine: llc-22:-O2
; llfuzz-engine: llc-19:-O2
; llfuzz-engine: llc-14:-O2
; llfuzz-engine: llc-22:-mtriple=riscv64-linux-gnu -O2
; llfuzz-expect: divergence value
; llfuzz-llvm: 14-
; llfuzz-input: @t1()

define <2 x i12> @t1() {
entry:
  %0 = bitcast <3 x i8> <i8 4, i8 -128, i8 -1> to <2 x i12>
  ret <2 x i12> %0
}
