; A planted regression: the case says the pair refines, but @tgt adds 2
; to the second lane instead of 1.
; llfuzz-expect: refines
; llfuzz-input: @src(<2 x i8> <i8 1, i8 -1>)
define <2 x i8> @src(<2 x i8> %x) {
  %r = add <2 x i8> %x, <i8 1, i8 1>
  ret <2 x i8> %r
}
define <2 x i8> @tgt(<2 x i8> %x) {
  %r = add <2 x i8> %x, <i8 1, i8 2>
  ret <2 x i8> %r
}
