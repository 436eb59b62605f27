; C gives only the sign of memcmp/strcmp's result: LLVM folds them to
; another magnitude (InstCombine/strcmp-1.ll, memcmp-1.ll fold
; strcmp("hell", "hello") to -1 where glibc returns -111).  A wrong sign,
; or a zero for a difference, is still found.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: 4 pairs: 2 without counterexample, 2 with a counterexample
@hell = constant [5 x i8] c"hell\00"
@hello = constant [6 x i8] c"hello\00"
declare i32 @strcmp(ptr, ptr)
declare i32 @memcmp(ptr, ptr, i64)

define i32 @src1() {
  %r = call i32 @strcmp(ptr @hell, ptr @hello)
  ret i32 %r
}
define i32 @tgt1() {
  ret i32 -1
}

define i32 @src2() {
  %r = call i32 @memcmp(ptr @hello, ptr @hell, i64 5)
  ret i32 %r
}
define i32 @tgt2() {
  ret i32 1
}

; the sign is C's
define i32 @src3() {
  %r = call i32 @strcmp(ptr @hell, ptr @hello)
  ret i32 %r
}
define i32 @tgt3() {
  ret i32 1
}

; equal strings compare 0
define i32 @src4() {
  %r = call i32 @strcmp(ptr @hell, ptr @hell)
  ret i32 %r
}
define i32 @tgt4() {
  ret i32 -1
}
