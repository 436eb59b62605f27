; InstCombine rewrites the masked merge  ((x ^ y) & ~m) ^ y  as
; ((x ^ y) & m) ^ x: %x is used twice, and an undef %x may take two values.
; With x = undef, y = 1, m = 1 the source's low bit is 1 whatever x is; the
; target's is not.
;   opt-22 -passes=instcombine -S g11-instcombine-masked-merge-undef-twice.ll
;   llfuzz check g11-...ll --engine opt-22:-passes=instcombine
;   -> target's value is more undefined
; (found by bench/check-llvm-tests.sh on InstCombine/invert-variable-mask-in-
; masked-merge-{scalar,vector}.ll, 21 functions; an undef-duplication bug)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-expect: divergence undef
; llfuzz-llvm: 19-
; llfuzz-input: @f(i4 undef, i4 1, i4 1)
define i4 @f(i4 %x, i4 %y, i4 %m) {
  %im = xor i4 %m, -1
  %n0 = xor i4 %x, %y
  %n1 = and i4 %n0, %im
  %r = xor i4 %n1, %y
  ret i4 %r
}
