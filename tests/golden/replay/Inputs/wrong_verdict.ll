; The case expects a poison divergence, but the target's is a value mismatch.
; llfuzz-expect: divergence poison
define i8 @src(i8 %x) {
  %a = and i8 %x, 15
  ret i8 %a
}
define i8 @tgt(i8 %x) {
  ret i8 %x
}
