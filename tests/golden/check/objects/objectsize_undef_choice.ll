; llvm.objectsize of a pointer chosen by an undef condition: each object's
; bound is a legal result, but the joined pointer no longer says which
; objects they were, and the interpreter answered the sentinel (-1), so
; InstCombine's fold to the bound both share (builtin-object-size-offset.ll
; @foo1, builtin-dynamic-object-size.ll @as_cast) was a false alarm.  Any
; value now, for such a pointer only.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: 2 pairs: 1 without counterexample, 1 with a counterexample

declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)

define i64 @src1(i1 %c) {
  %a = alloca [20 x i8]
  %b = alloca [10 x i8]
  %a10 = getelementptr inbounds i8, ptr %a, i64 10
  %p = select i1 %c, ptr %a10, ptr %b
  %s = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 false, i1 false)
  ret i64 %s
}
define i64 @tgt1(i1 %c) {
  ret i64 10
}
; llfuzz-input: @src1(i1 undef)

; wrong: at least 10 bytes (min) is not 30, whichever object
define i64 @src2(i1 %c) {
  %a = alloca [20 x i8]
  %b = alloca [10 x i8]
  %a10 = getelementptr inbounds i8, ptr %a, i64 10
  %p = select i1 %c, ptr %a10, ptr %b
  %s = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 true, i1 false, i1 false)
  ret i64 %s
}
define i64 @tgt2(i1 %c) {
  ret i64 30
}
