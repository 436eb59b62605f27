; LangRef "llvm.experimental.get.vector.length": "If %cnt is less than or
; equal to %max_lanes, the return value is equal to %cnt".  llfuzz let the
; result go up to %max_lanes, so opt -O2's range(i32 0, 3) on
; get.vector.length(2, 1, scalable) (InstCombine/get_vector_length.ll) made
; the target poison where the source chose 3 or 4: a false alarm.  The
; result is never more than the count now.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample in 192 inputs
; CHECK: @src2/@tgt2: ERROR: value mismatch
declare i32 @llvm.experimental.get.vector.length.i32(i32, i32 immarg, i1 immarg)

define i32 @src1() {
  %x = call i32 @llvm.experimental.get.vector.length.i32(i32 2, i32 1, i1 true)
  ret i32 %x
}
define range(i32 0, 3) i32 @tgt1() {
  %x = call range(i32 0, 3) i32 @llvm.experimental.get.vector.length.i32(i32 2, i32 1, i1 true)
  ret i32 %x
}

; a count above one vector gives at most a vector's lanes: not the count
define i32 @src2() {
  %x = call i32 @llvm.experimental.get.vector.length.i32(i32 9, i32 1, i1 true)
  ret i32 %x
}
define i32 @tgt2() {
  ret i32 9
}
