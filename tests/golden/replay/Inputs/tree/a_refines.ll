; A case that must stay clean: x + x is x << 1.
; llfuzz-expect: refines
define i32 @src(i32 %x) {
  %r = add i32 %x, %x
  ret i32 %r
}
define i32 @tgt(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}
