; `; llfuzz-input:` lines with ` vscale=N` give a scalable argument all its
; lanes for that vscale: check runs them at that vscale only (a line
; without it runs at the first vscale checked), and a counterexample's
; input line reads back the same way.  A line whose lanes do not fit its
; vscale is reported, as other bad input lines are.
; RUN: %exit 1 %llfuzz check %s --inputs 1 | FileCheck %s
; CHECK: @src/@tgt: ERROR: value mismatch
; CHECK-NEXT: input:  <vscale x 4 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 12345, i32 0, i32 0> vscale=2
; CHECK: @src2/@tgt2: unsupported: argument 1: a <vscale x 2 x i8> has 8 lanes with vscale=4, the value has 2

; llfuzz-input: @src(<vscale x 4 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 12345, i32 0, i32 0>) vscale=2
; llfuzz-input: @src2(<vscale x 2 x i8> <i8 1, i8 2>) vscale=4

define i32 @src(<vscale x 4 x i32> %x) {
  %e = extractelement <vscale x 4 x i32> %x, i64 5
  ret i32 %e
}
define i32 @tgt(<vscale x 4 x i32> %x) {
  %e = extractelement <vscale x 4 x i32> %x, i64 5
  %c = icmp eq i32 %e, 12345
  %r = select i1 %c, i32 0, i32 %e
  ret i32 %r
}

define <vscale x 2 x i8> @src2(<vscale x 2 x i8> %x) {
  ret <vscale x 2 x i8> %x
}
define <vscale x 2 x i8> @tgt2(<vscale x 2 x i8> %x) {
  ret <vscale x 2 x i8> %x
}
