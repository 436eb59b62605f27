; Known library functions (family 2): ffs/ffsl/ffsll (POSIX) and fls
; (BSD) run with their C semantics, so LLVM's folds to cttz/ctlz pass and
; wrong ones are found (they were trace mismatches: every call of an
; unknown function is an event).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: 5 pairs: 3 without counterexample, 2 with a counterexample

declare i32 @ffs(i32)
declare i32 @ffsll(i64)
declare i32 @fls(i32)
declare i32 @llvm.cttz.i32(i32, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i32 @llvm.ctlz.i32(i32, i1)

define i32 @src1(i32 %x) {
  %r = call i32 @ffs(i32 %x)
  ret i32 %r
}
define i32 @tgt1(i32 %x) {
  %c = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %a = add nuw nsw i32 %c, 1
  %z = icmp eq i32 %x, 0
  %r = select i1 %z, i32 0, i32 %a
  ret i32 %r
}

define i32 @src2(i64 %x) {
  %r = call i32 @ffsll(i64 %x)
  ret i32 %r
}
define i32 @tgt2(i64 %x) {
  %c = call i64 @llvm.cttz.i64(i64 %x, i1 true)
  %t = trunc nuw nsw i64 %c to i32
  %a = add nuw nsw i32 %t, 1
  %z = icmp eq i64 %x, 0
  %r = select i1 %z, i32 0, i32 %a
  ret i32 %r
}

define i32 @src3(i32 %x) {
  %r = call i32 @fls(i32 %x)
  ret i32 %r
}
define i32 @tgt3(i32 %x) {
  %c = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  %r = sub nsw i32 32, %c
  ret i32 %r
}

; ffs(0) is 0, not 33
define i32 @src4(i32 %x) {
  %r = call i32 @ffs(i32 %x)
  ret i32 %r
}
define i32 @tgt4(i32 %x) {
  %c = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %a = add nuw nsw i32 %c, 1
  ret i32 %a
}

; ffs counts from 1
define i32 @src5(i32 %x) {
  %r = call i32 @ffs(i32 %x)
  ret i32 %r
}
define i32 @tgt5(i32 %x) {
  %c = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %z = icmp eq i32 %x, 0
  %r = select i1 %z, i32 0, i32 %c
  ret i32 %r
}
