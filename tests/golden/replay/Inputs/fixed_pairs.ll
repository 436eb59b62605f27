; Said to be a bug, but the pair is correct: unexpectedly fixed.
; llfuzz-expect: divergence
define i8 @src(i8 %x) {
  %a = mul i8 %x, 2
  ret i8 %a
}
define i8 @tgt(i8 %x) {
  %a = shl i8 %x, 1
  ret i8 %a
}
