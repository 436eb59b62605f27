; Vector casts keep the element count.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}invalid cast opcode for cast from '<4 x i64>' to '<3 x i8>'
define <3 x i8> @f(<4 x i64> %x) {
  %y = trunc <4 x i64> %x to <3 x i8>
  ret <3 x i8> %y
}
