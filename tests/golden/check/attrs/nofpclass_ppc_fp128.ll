; nofpclass on a ppc_fp128 parameter was not checked: an input of the
; excluded classes ran as a value, not poison (InstCombine's known-bits.ll,
; test_inf_only_ppc_fp128, with input 0).  The class is the pair's, as
; LLVM's DoubleAPFloat has it (the high double's, but a zero needs both
; halves zero).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample

; not a NaN: ordered with itself
define i1 @src1(ppc_fp128 nofpclass(nan) %x) {
  %c = fcmp ord ppc_fp128 %x, %x
  ret i1 %c
}
define i1 @tgt1(ppc_fp128 nofpclass(nan) %x) {
  ret i1 true
}

; only an infinity: its high double is +-inf
define i1 @src2(ppc_fp128 nofpclass(nan sub norm zero) %x) {
  %y = bitcast ppc_fp128 %x to i128
  %h = trunc i128 %y to i64
  %a = and i64 %h, 9223372036854775807
  %c = icmp eq i64 %a, 9218868437227405312
  ret i1 %c
}
define i1 @tgt2(ppc_fp128 nofpclass(nan sub norm zero) %x) {
  ret i1 true
}

; wrong: not a NaN, but it may be an infinity
define i1 @src3(ppc_fp128 nofpclass(nan) %x) {
  %c = fcmp one ppc_fp128 %x, 0xM7FF00000000000000000000000000000
  ret i1 %c
}
define i1 @tgt3(ppc_fp128 nofpclass(nan) %x) {
  %c = fcmp ord ppc_fp128 %x, %x
  ret i1 %c
}
