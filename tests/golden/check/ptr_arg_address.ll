; A pointer argument's buffer is at the same address in the source's and
; the target's runs, whatever ran before and whatever globals the modules
; have: a ptrtoint of an argument (InstCombine/getelementptr.ll) means the
; same in both.  Before, the target's buffer was wherever its interpreter's
; allocations had got to.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample

define i64 @src1(ptr %p, ptr %q) {
  %a = alloca [100 x i8]
  store i8 0, ptr %a
  %i = ptrtoint ptr %q to i64
  ret i64 %i
}
define i64 @tgt1(ptr %p, ptr %q) {
  %i = ptrtoint ptr %q to i64
  ret i64 %i
}

define i64 @src2(ptr %p) {
  %g = getelementptr i8, ptr %p, i64 8
  %i = ptrtoint ptr %g to i64
  ret i64 %i
}
define i64 @tgt2(ptr %p) {
  %i = ptrtoint ptr %p to i64
  %r = add i64 %i, 8
  ret i64 %r
}

define i64 @src3(ptr %p) {
  %g = getelementptr i8, ptr %p, i64 8
  %i = ptrtoint ptr %g to i64
  ret i64 %i
}
define i64 @tgt3(ptr %p) {
  %i = ptrtoint ptr %p to i64
  %r = add i64 %i, 4
  ret i64 %r
}
