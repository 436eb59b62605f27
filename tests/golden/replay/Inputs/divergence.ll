; A known bug that reproduces: the target drops the `and`, a value mismatch.
; llfuzz-expect: divergence value
; llfuzz-input: @src(i8 -1)
define i8 @src(i8 %x) {
  %a = and i8 %x, 15
  ret i8 %a
}
define i8 @tgt(i8 %x) {
  ret i8 %x
}
