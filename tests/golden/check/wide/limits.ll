; Wide integers (family 9): i8388608 (2^23, the widest type LLVM accepts)
; parses; the interpreter's documented limit is 2^20 bits, beyond which
; check says `unsupported:` and exits 2 -- before, check crashed on widths
; over 256 bits and hung on i8388607.
; RUN: %exit 2 %llfuzz check %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: @src/@tgt: unsupported: integers wider than 2^20 bits
; CHECK1: 1 pair: 0 without counterexample, 0 with a counterexample, 1 unsupported
; RUN: %llfuzz verify %s

define i8388608 @src(i8388608 %x) {
  %r = add i8388608 %x, 1
  ret i8388608 %r
}
define i8388608 @tgt(i8388608 %x) {
  %r = add i8388608 1, %x
  ret i8388608 %r
}
