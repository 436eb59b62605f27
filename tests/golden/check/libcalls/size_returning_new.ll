; Reduced from false alarms on InstCombine's simplify-libcalls-new.ll:
; __size_returning_new and its aligned and __hot_cold_t forms (C++'s
; P0901 allocation functions, {ptr, i64}) were external calls, so LLVM
; rewriting one into another, or dropping an unused one, was a trace
; mismatch.  They allocate now and return the size they got.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample

declare {ptr, i64} @__size_returning_new(i64)
declare {ptr, i64} @__size_returning_new_hot_cold(i64, i8)
declare {ptr, i64} @__size_returning_new_aligned(i64, i64)

define i64 @src1() {
  %r = call {ptr, i64} @__size_returning_new(i64 10)
  %n = extractvalue {ptr, i64} %r, 1
  ret i64 %n
}
define i64 @tgt1() {
  %r = call {ptr, i64} @__size_returning_new_hot_cold(i64 10, i8 5)
  %n = extractvalue {ptr, i64} %r, 1
  ret i64 %n
}

define i64 @src2() {
  %r = call {ptr, i64} @__size_returning_new_aligned(i64 10, i64 64)
  %p = extractvalue {ptr, i64} %r, 0
  %i = ptrtoint ptr %p to i64
  %m = and i64 %i, 63
  ret i64 %m
}
define i64 @tgt2() {
  ret i64 0
}

; wrong: the size is the one asked for
define i64 @src3() {
  %r = call {ptr, i64} @__size_returning_new(i64 10)
  %n = extractvalue {ptr, i64} %r, 1
  ret i64 %n
}
define i64 @tgt3() {
  ret i64 16
}
