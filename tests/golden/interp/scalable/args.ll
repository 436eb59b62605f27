; Scalable vector arguments are written with all their lanes for the run's
; vscale: `--args` with --vscale, and `; llfuzz-input:` lines with a
; ` vscale=N` after the ')' (what `llfuzz check` prints in a counterexample).
; A value with the wrong number of lanes is an error that says so.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --inputs | FileCheck %s --check-prefix=CHECK1
; CHECK1: @f(<vscale x 2 x i32> <i32 1, i32 2>) = <vscale x 2 x i32> <i32 2, i32 4>
; CHECK1-NEXT: @f(<vscale x 2 x i32> <i32 1, i32 2, i32 3, i32 4>) vscale=2 = <vscale x 2 x i32> <i32 2, i32 4, i32 6, i32 8>
; CHECK1-NEXT: @n(<vscale x 2 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>) vscale=4 = i64 8
;
; RUN: %llfuzz run %s --entry f --vscale 2 --args '<vscale x 2 x i32> <i32 5, i32 6, i32 7, i32 8>' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <vscale x 2 x i32> <i32 10, i32 12, i32 14, i32 16>
;
; Without --vscale, the smallest vscale the entry's vscale_range allows
; RUN: %llfuzz run %s --entry r | FileCheck %s --check-prefix=CHECK3
; CHECK3: i64 4
;
; RUN: %exit 2 %llfuzz run %s --entry f --vscale 2 --args '<vscale x 2 x i32> <i32 5, i32 6>' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: argument 1: a <vscale x 2 x i32> has 4 lanes with vscale=2, the value has 2
;
; RUN: %exit 2 %llfuzz run %s --entry f --args '<vscale x 2 x i32> <i32 5, i32 6, i32 7>' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: scalable vector value has 3 elements, not a multiple of 2
;
; RUN: %exit 2 %llfuzz run %s --entry f --vscale 0 --args '<vscale x 2 x i32> <i32 5, i32 6>' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: --vscale is from 1 to 1024

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
