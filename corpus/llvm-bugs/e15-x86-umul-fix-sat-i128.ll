; llc-22 -O2 (x86-64) computes llvm.umul.fix.sat.i128 wrongly: 2^127 * 2^127
; at scale 105 is 2^149, out of range, so the result saturates to 2^128 - 1;
; llc returns 0.
;   llfuzz check this.ll --engine llc-22:-O2   -> value mismatch (i128 -1 vs 0)
; Campaign c22b (llc-22 -O2), divergences 13 and 15.
; llfuzz-engine: llc-22:-O2
; llfuzz-engine: llc-19:-O2
; llfuzz-engine: llc-14:-O2
; llfuzz-expect: divergence value
; llfuzz-llvm: 14-
; llfuzz-input: @t1()

define i128 @t1() {
entry:
  %0 = call i128 @llvm.umul.fix.sat.i128(i128 -1, i128 83076749736557242056487941267521537, i32 69)
  ret i128 %0
}

declare i128 @llvm.umul.fix.sat.i128(i128, i128, i32)
