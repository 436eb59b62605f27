; Reduced from false alarms on InstCombine's trivial-dse-calls.ll and
; sink_sideeffecting_instruction.ll: a call that writes only through its
; pointer arguments and returns (argmemonly nounwind willreturn) was a trace
; event, so dropping it when nothing reads what it wrote, or sinking it, was
; a trace mismatch.  It is no event now: the environment writes the
; objects its writable pointer arguments point into, so a dropped call
; whose writes are read is still found.  A "deopt" bundle makes a call
; read the heap, not write it.  A callee that may read a stack object
; outside its lifetime makes that the source's UB.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: 5 pairs: 4 without counterexample, 1 with a counterexample

declare void @f(ptr) memory(argmem: write) nounwind willreturn
declare i32 @g(ptr) memory(argmem: readwrite) nounwind willreturn
declare void @pure() memory(none) nounwind willreturn

define void @src1() {
  %a = alloca i32
  call void @f(ptr %a)
  ret void
}
define void @tgt1() {
  ret void
}

define i32 @src2(i1 %c) {
  %v = alloca i32
  %r = call i32 @g(ptr %v)
  br i1 %c, label %early, label %use
early:
  ret i32 0
use:
  ret i32 %r
}
define i32 @tgt2(i1 %c) {
  %v = alloca i32
  br i1 %c, label %early, label %use
early:
  ret i32 0
use:
  %r = call i32 @g(ptr %v)
  ret i32 %r
}

define void @src3() {
  call void @pure() [ "deopt"() ]
  ret void
}
define void @tgt3() {
  ret void
}

; @g may read %v after its lifetime ended: the source's UB
define i32 @src4() {
  %v = alloca i32
  call void @llvm.lifetime.start.p0(ptr %v)
  call void @llvm.lifetime.end.p0(ptr %v)
  %r = call i32 @g(ptr %v)
  ret i32 %r
}
define i32 @tgt4() {
  ret i32 0
}

; wrong: what @f wrote is read
define i32 @src5() {
  %a = alloca i32
  store i32 7, ptr %a
  call void @f(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt5() {
  ret i32 7
}
