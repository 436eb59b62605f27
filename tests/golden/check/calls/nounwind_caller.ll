; Reduced from a false alarm on InstCombine's nothrow.ll (@t2): a readonly
; willreturn callee without nounwind may unwind, so its call was a trace
; event; but a call in a nounwind function cannot unwind (out of it that
; would be UB), so LLVM drops an unused one.  In a function that may
; unwind the call stays an event.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: trace mismatch
; CHECK: 2 pairs: 1 without counterexample, 1 with a counterexample

declare double @t1(i32) memory(read) willreturn

define void @src1() nounwind {
  %r = call double @t1(i32 42)
  ret void
}
define void @tgt1() nounwind {
  ret void
}

; wrong: here @t1 may unwind out of @src2
define void @src2() {
  %r = call double @t1(i32 42)
  ret void
}
define void @tgt2() {
  ret void
}
