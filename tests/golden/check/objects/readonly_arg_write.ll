; Reduced from a false alarm on InstCombine's store.ll
; (@store_to_readonly_noalias): a function writing through a `readonly`
; pointer argument is UB (LangRef "Parameter Attributes"), so LLVM may
; drop the store; the buffer behind the argument was writable.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample: the source has UB on every input
; CHECK: @src2/@tgt2: ERROR: memory mismatch
; CHECK: @src3/@tgt3: no counterexample
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample

define void @src1(ptr readonly noalias %p) {
  store i32 3, ptr %p, align 4
  ret void
}
define void @tgt1(ptr readonly noalias %p) {
  ret void
}

; wrong: without readonly the store must stay
define void @src2(ptr %p) {
  store i32 3, ptr %p, align 4
  ret void
}
define void @tgt2(ptr %p) {
  ret void
}

; reading is fine
define i32 @src3(ptr readonly %p) {
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt3(ptr readonly %p) {
  %v = load i32, ptr %p
  ret i32 %v
}
