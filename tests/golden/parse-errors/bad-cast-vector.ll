; Vector casts keep the element count.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+2: invalid cast opcode for cast from '<4 x i64>' to '<3 x i8>'
define <3 x i8> @f(<4 x i64> %x) {
  %y = trunc <4 x i64> %x to <3 x i8>
  ret <3 x i8> %y
}
