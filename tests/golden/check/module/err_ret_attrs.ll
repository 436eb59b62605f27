; Return attributes the target adds are promises the target makes: where
; the source breaks one, the target's result is poison (range, nonnull)
; or its return is UB (noundef), and that is found.  Where the source keeps
; it (@keeps), the added attribute passes.
; RUN: %exit 1 %llfuzz check %s %S/Inputs/err_ret_attrs_tgt.ll | FileCheck %s
; CHECK: @ranged/@ranged: ERROR: target is more poisonous
; CHECK: @nonnull/@nonnull: ERROR: target is more poisonous
; CHECK: @noundef/@noundef: ERROR: source is more defined than target
; CHECK: @keeps/@keeps: no counterexample
; CHECK: 4 pairs: 1 without counterexample, 3 with a counterexample

@g = global i32 0

define i32 @ranged(i32 %x) {
  %r = and i32 %x, 15
  ret i32 %r
}

define ptr @nonnull(i1 %c) {
  %r = select i1 %c, ptr @g, ptr null
  ret ptr %r
}

define i32 @noundef(i32 %x) {
  %r = add nsw i32 %x, 1
  ret i32 %r
}

define i32 @keeps(i32 %x) {
  %r = and i32 %x, 7
  ret i32 %r
}
