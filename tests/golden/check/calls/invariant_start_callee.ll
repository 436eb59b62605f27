; An object named by llvm.invariant.start is "constant and unchanging"
; (LangRef) until an invariant.end: an undefined callee may not write it,
; and opt -O2 forwards the stored 0 across the call (InstCombine's
; invariant.ll, @f).  Since undefined callees write their arguments'
; memory, the environment wrote the alloca through @g's argument, and the
; folded load was a "value mismatch": a false alarm.  Such an object is
; never written by the environment now.  Without invariant.start, the same
; fold is wrong (@src2).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: 2 pairs: 1 without counterexample, 1 with a counterexample

declare void @g(ptr)
declare ptr @llvm.invariant.start.p0(i64, ptr captures(none))

define i8 @src1() {
  %a = alloca i8
  store i8 0, ptr %a
  %i = call ptr @llvm.invariant.start.p0(i64 1, ptr %a)
  call void @g(ptr %a)
  %r = load i8, ptr %a
  ret i8 %r
}
define i8 @tgt1() {
  %a = alloca i8
  store i8 0, ptr %a
  %i = call ptr @llvm.invariant.start.p0(i64 1, ptr %a)
  call void @g(ptr %a)
  ret i8 0
}

define i8 @src2() {
  %a = alloca i8
  store i8 0, ptr %a
  call void @g(ptr %a)
  %r = load i8, ptr %a
  ret i8 %r
}
define i8 @tgt2() {
  %a = alloca i8
  store i8 0, ptr %a
  call void @g(ptr %a)
  ret i8 0
}
