; Scalable vector arguments are written with all their lanes for the run's
; vscale: `--args` with --vscale, and `; llfuzz-input:` lines with a
; ` vscale=N` after the ')' (what `llfuzz check` prints in a counterexample).
; A value with the wrong number of lanes is an error that says so.
;
; RUN: llfuzz run %s --inputs
; CHECK: @f(<vscale x 2 x i32> <i32 1, i32 2>) = <vscale x 2 x i32> <i32 2, i32 4>
; CHECK-NEXT: @f(<vscale x 2 x i32> <i32 1, i32 2, i32 3, i32 4>) vscale=2 = <vscale x 2 x i32> <i32 2, i32 4, i32 6, i32 8>
; CHECK-NEXT: @n(<vscale x 2 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>) vscale=4 = i64 8
;
; RUN: llfuzz run %s --entry f --vscale 2 --args '<vscale x 2 x i32> <i32 5, i32 6, i32 7, i32 8>'
; CHECK: <vscale x 2 x i32> <i32 10, i32 12, i32 14, i32 16>
;
; Without --vscale, the smallest vscale the entry's vscale_range allows
; RUN: llfuzz run %s --entry r
; CHECK: i64 4
;
; RUN: llfuzz run %s --entry f --vscale 2 --args '<vscale x 2 x i32> <i32 5, i32 6>'
; EXIT: 2
; STDERR: argument 1: a <vscale x 2 x i32> has 4 lanes with vscale=2, the value has 2
;
; RUN: llfuzz run %s --entry f --args '<vscale x 2 x i32> <i32 5, i32 6, i32 7>'
; EXIT: 2
; STDERR: scalable vector value has 3 elements, not a multiple of 2
;
; RUN: llfuzz run %s --entry f --vscale 0 --args '<vscale x 2 x i32> <i32 5, i32 6>'
; EXIT: 2
; STDERR: --vscale is from 1 to 1024

; llfuzz-input: @f(<vscale x 2 x i32> <i32 1, i32 2>)
; llfuzz-input: @f(<vscale x 2 x i32> <i32 1, i32 2, i32 3, i32 4>) vscale=2
; llfuzz-input: @n(<vscale x 2 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>) vscale=4

define <vscale x 2 x i32> @f(<vscale x 2 x i32> %x) {
  %r = add <vscale x 2 x i32> %x, %x
  ret <vscale x 2 x i32> %r
}

define i64 @n(<vscale x 2 x i32> %x) {
  %v = call i64 @llvm.vscale.i64()
  %r = mul i64 %v, 2
  ret i64 %r
}

define i64 @r() vscale_range(4,8) {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}
