; Reduced from false alarms on InstCombine's fortify tests: the _chk
; variants of C library functions take the destination's size last; with
; -1 (unknown) they behave like the plain function, which LLVM calls
; instead.  They run with their C semantics (glibc's checks: a size too
; small aborts), not as unknown external functions.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: source: __memccpy_chk: buffer overflow detected
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: 8 pairs: 5 without counterexample, 3 with a counterexample

@src = constant [8 x i8] c"abc;def\00"
@dst = global [16 x i8] zeroinitializer

declare ptr @__memccpy_chk(ptr, ptr, i32, i64, i64)
declare ptr @memccpy(ptr, ptr, i32, i64)
declare i64 @__strlen_chk(ptr, i64)
declare i64 @strlen(ptr)
declare i64 @__strlcpy_chk(ptr, ptr, i64, i64)
declare i64 @strlcpy(ptr, ptr, i64)
declare i64 @__strlcat_chk(ptr, ptr, i64, i64)
declare i64 @strlcat(ptr, ptr, i64)
declare ptr @__mempcpy_chk(ptr, ptr, i64, i64)
declare ptr @mempcpy(ptr, ptr, i64)

; memccpy up to ';': the result points after it in the destination.
define ptr @src1(i32 %c) {
  %r = call ptr @__memccpy_chk(ptr @dst, ptr @src, i32 59, i64 8, i64 -1)
  ret ptr %r
}
define ptr @tgt1(i32 %c) {
  %r = call ptr @memccpy(ptr @dst, ptr @src, i32 59, i64 8)
  ret ptr %r
}

define i64 @src2() {
  %n = call i64 @__strlen_chk(ptr @src, i64 8)
  ret i64 %n
}
define i64 @tgt2() {
  ret i64 7
}

define i64 @src3(i64 %n) {
  %m = and i64 %n, 15
  %r = call i64 @__strlcpy_chk(ptr @dst, ptr @src, i64 %m, i64 -1)
  ret i64 %r
}
define i64 @tgt3(i64 %n) {
  %m = and i64 %n, 15
  %r = call i64 @strlcpy(ptr @dst, ptr @src, i64 %m)
  ret i64 %r
}

define i64 @src4() {
  store i8 0, ptr @dst
  %r = call i64 @__strlcat_chk(ptr @dst, ptr @src, i64 16, i64 16)
  ret i64 %r
}
define i64 @tgt4() {
  store i8 0, ptr @dst
  %r = call i64 @strlcat(ptr @dst, ptr @src, i64 16)
  ret i64 7
}

define ptr @src5() {
  %r = call ptr @__mempcpy_chk(ptr @dst, ptr @src, i64 8, i64 16)
  ret ptr %r
}
define ptr @tgt5() {
  %r = call ptr @mempcpy(ptr @dst, ptr @src, i64 8)
  ret ptr getelementptr (i8, ptr @dst, i64 8)
}

; Wrong: a destination size too small makes __memccpy_chk abort.
define ptr @src6() {
  %r = call ptr @__memccpy_chk(ptr @dst, ptr @src, i32 59, i64 8, i64 4)
  ret ptr %r
}
define ptr @tgt6() {
  %r = call ptr @memccpy(ptr @dst, ptr @src, i32 59, i64 8)
  ret ptr %r
}

; Wrong: memccpy returns null when the character is not there.
define ptr @src7() {
  %r = call ptr @memccpy(ptr @dst, ptr @src, i32 120, i64 8)
  ret ptr %r
}
define ptr @tgt7() {
  %r = call ptr @memccpy(ptr @dst, ptr @src, i32 120, i64 8)
  ret ptr getelementptr (i8, ptr @dst, i64 8)
}

; Wrong: strlcpy returns the length of the source, not what it copied.
define i64 @src8() {
  %r = call i64 @strlcpy(ptr @dst, ptr @src, i64 4)
  ret i64 %r
}
define i64 @tgt8() {
  %r = call i64 @strlcpy(ptr @dst, ptr @src, i64 4)
  ret i64 3
}
