; Reduced from a false alarm on InstCombine's call-returned tests: a
; parameter marked `returned` is the call's result, bitcast to the result
; type when the two differ (LangRef "Parameter Attributes": they must be
; valid bitcast operands).  LLVM replaces the result by the argument.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: 3 pairs: 3 without counterexample, 0 with a counterexample

declare i32 @same(i32 returned) nounwind
declare <4 x i16> @recast(<2 x i32> returned) nounwind
declare ptr @passthru(ptr returned, i64) memory(argmem: read)

define i32 @src1(i32 %x) {
  %r = call i32 @same(i32 %x)
  ret i32 %r
}
define i32 @tgt1(i32 %x) {
  %r = call i32 @same(i32 %x)
  ret i32 %x
}

define <4 x i16> @src2(<2 x i32> %v) {
  %r = call <4 x i16> @recast(<2 x i32> %v)
  ret <4 x i16> %r
}
define <4 x i16> @tgt2(<2 x i32> %v) {
  %r = call <4 x i16> @recast(<2 x i32> %v)
  %b = bitcast <2 x i32> %v to <4 x i16>
  ret <4 x i16> %b
}

; A pointer passed through: loads through the result read the argument's
; object.  (The callee only reads: one that may write could change *%p,
; and the fold would be wrong.)
define i32 @src3(ptr %p, i64 %n) {
  store i32 7, ptr %p
  %q = call ptr @passthru(ptr %p, i64 %n)
  %v = load i32, ptr %q
  ret i32 %v
}
define i32 @tgt3(ptr %p, i64 %n) {
  store i32 7, ptr %p
  %q = call ptr @passthru(ptr %p, i64 %n)
  ret i32 7
}
