; Said to be an InstCombine bug on LLVM 22 and later, but the fold is right.
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: divergence value
; llfuzz-llvm: 22-
define i8 @f(i8 %x) {
  %n = xor i8 %x, -1
  %r = add i8 %n, 1
  ret i8 %r
}
