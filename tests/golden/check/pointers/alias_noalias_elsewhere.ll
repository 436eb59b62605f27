; A noalias parameter, TBAA or scoped-alias metadata keeps the oracle from
; making pointer arguments alias (the interpreter does not judge those
; promises), but only in the functions a run can reach: before, one noalias
; parameter anywhere in the module turned aliasing inputs off for every
; function, and @src1's wrong fold was missed.  @src2 calls a function with
; a noalias parameter: its arguments stay apart, and the fold that relies
; on the promise passes.  (Found writing the pointer family's goldens.)
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: input:  ptr <64-byte buffer>, ptr <argument 1's buffer + 0>
; CHECK: @src2/@tgt2: no counterexample in 42 inputs
; CHECK: @src3/@tgt3: no counterexample in 64 inputs

define i1 @src1(ptr %p, ptr %q) {
  %c = icmp ne ptr %p, %q
  ret i1 %c
}
define i1 @tgt1(ptr %p, ptr %q) {
  ret i1 true
}

define internal i32 @h(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @src2(ptr %p, ptr %q) {
  %v = call i32 @h(ptr %p, ptr %q)
  ret i32 %v
}
define i32 @tgt2(ptr %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  ret i32 1
}

define void @src3(ptr noalias %p) {
  ret void
}
define void @tgt3(ptr noalias %p) {
  ret void
}
