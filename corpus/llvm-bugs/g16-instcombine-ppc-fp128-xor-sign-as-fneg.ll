; InstCombine turns  xor (bitcast ppc_fp128 %x to i128), 1 << 127  into
; bitcast (fneg ppc_fp128 %x).  The xor flips one bit; fneg of a
; double-double negates both of its doubles, so it flips two sign bits --
; LLVM's own constant folder does so: fneg 0xM3FF00000000000000000000000000000
; is 0xMBFF00000000000008000000000000000.  For %x = 0.0 the source returns
; 1 << 127 and the target (1 << 127) | (1 << 63), as integers (no fp
; semantics to hide behind).  The fold is only right for IEEE formats, whose
; sign is the top bit.
;   opt-22 -passes=instcombine -S g16-instcombine-ppc-fp128-xor-sign-as-fneg.ll
;   -> %1 = fneg ppc_fp128 %x ; %xor = bitcast ppc_fp128 %1 to i128
;   llfuzz check g16-...ll --engine opt-22:-passes=instcombine
;   -> value mismatch, input ppc_fp128 0.0
; (found by bench/check-llvm-tests.sh on InstCombine/fneg-as-int.ll,
; fneg_as_int_ppc_fp128_f128_mask, whose CHECK lines expect the fneg;
; LLVM 14 and 19 do not fold; believed unreported)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: divergence value
; llfuzz-llvm: 22-
; llfuzz-input: @f(ppc_fp128 0xM00000000000000000000000000000000)
define i128 @f(ppc_fp128 %x) {
  %bc = bitcast ppc_fp128 %x to i128
  %xor = xor i128 %bc, -170141183460469231731687303715884105728
  ret i128 %xor
}
