; LangRef "alloca": "Allocating zero bytes is legal, but the returned pointer
; may not be unique."  Whether two stack objects of zero bytes are equal is
; not known: a target may fold the comparison either way.  llfuzz gave every
; object its own address, and opt -O2 folding InstSimplify/compare.ll's
; @zero_sized_alloca1 (icmp ne of two such allocas) to false was a value
; mismatch.  Objects of one byte stay distinct.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample in 64 inputs
; CHECK: @src2/@tgt2: no counterexample in 64 inputs
; CHECK: @src3/@tgt3: ERROR: value mismatch

define i1 @src1() {
  %a = alloca i32, i32 0
  %b = alloca i32, i32 0
  %r = icmp ne ptr %a, %b
  ret i1 %r
}
define i1 @tgt1() {
  ret i1 false
}

define i1 @src2() {
  %a = alloca [0 x i8]
  %b = alloca [0 x i8]
  %r = icmp eq ptr %a, %b
  ret i1 %r
}
define i1 @tgt2() {
  ret i1 false
}

define i1 @src3() {
  %a = alloca i8
  %b = alloca i8
  %r = icmp ne ptr %a, %b
  ret i1 %r
}
define i1 @tgt3() {
  ret i1 false
}
