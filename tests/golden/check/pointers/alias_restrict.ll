; With aliasing inputs, the C library's restrict parameters matter:
; strlcpy(d, s, 1) writes d[0] and reads all of s, so d and s must not
; overlap anywhere in s -- InstCombine folds it to `store 0, d; strlen(s)`,
; which differs from the call when d == s.  The interpreter checked the
; overlap only against the bytes copied (none for n = 1): a false alarm on
; strlcpy-1.ll once the inputs aliased.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR:
; CHECK: 2 pairs: 1 without counterexample, 1 with a counterexample

declare i64 @strlcpy(ptr, ptr, i64)
declare i64 @strlen(ptr)

define i64 @src1(ptr %d, ptr %s) {
  %s3 = getelementptr i8, ptr %s, i64 3
  store i8 0, ptr %s3
  %n = call i64 @strlcpy(ptr %d, ptr %s, i64 1)
  ret i64 %n
}
define i64 @tgt1(ptr %d, ptr %s) {
  %s3 = getelementptr i8, ptr %s, i64 3
  store i8 0, ptr %s3
  store i8 0, ptr %d
  %n = call i64 @strlen(ptr %s)
  ret i64 %n
}

; wrong: the length read after the store (0 when d == s)
define i64 @src2(ptr %d, ptr %s) {
  %s3 = getelementptr i8, ptr %s, i64 3
  store i8 0, ptr %s3
  %n = call i64 @strlen(ptr %s)
  store i8 0, ptr %d
  ret i64 %n
}
define i64 @tgt2(ptr %d, ptr %s) {
  %s3 = getelementptr i8, ptr %s, i64 3
  store i8 0, ptr %s3
  store i8 0, ptr %d
  %n = call i64 @strlen(ptr %s)
  ret i64 %n
}
