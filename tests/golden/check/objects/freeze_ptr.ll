; freeze of a pointer that is poison or undef: one arbitrary pointer.  A
; target that freezes it too (the same function, or the freeze moved) is
; as defined as the source; only a target that leaves it undef is more
; undefined.  Before, every frozen pointer in the target was "more
; undefined" -- a function checked against itself diverged (found by
; bench/check-robustness.sh on InstCombine/freeze.ll).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: target's value is more undefined
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample

define ptr @src1(ptr %p) {
  %f = freeze ptr poison
  ret ptr %f
}
define ptr @tgt1(ptr %p) {
  %f = freeze ptr poison
  ret ptr %f
}

; inbounds from null by 1: poison, frozen
define ptr @src2() {
  %g = getelementptr inbounds i8, ptr null, i64 1
  %f = freeze ptr %g
  ret ptr %f
}
define ptr @tgt2() {
  %f = freeze ptr poison
  ret ptr %f
}

define ptr @src3(ptr %p) {
  %f = freeze ptr undef
  ret ptr %f
}
define ptr @tgt3(ptr %p) {
  ret ptr undef
}
