; The pointer input space (family 4): correct folds that rely on a noalias
; argument -- against a plain pointer argument and against a global of the
; module.  (A noalias parameter anywhere in a module makes the oracle give
; no aliasing inputs to its functions, so these are kept apart from the
; wrong pairs of input_space.ll.)
; RUN: %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: 2 pairs: 2 without counterexample, 0 with a counterexample

@g = global i32 0

; correct: a noalias argument's value forwarded across a store to a plain
; one
define i32 @src1(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt1(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  ret i32 1
}

; correct: a noalias pointer and a global: the store to the global does not
; change what p points to
define i32 @src2(ptr noalias %p) {
  store i32 5, ptr %p
  store i32 1, ptr @g
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt2(ptr noalias %p) {
  store i32 5, ptr %p
  store i32 1, ptr @g
  ret i32 5
}

