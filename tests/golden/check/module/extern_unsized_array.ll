; An external array of unknown length (C's `extern char ax[];`) was
; unsupported on any access: about 40 pairs of InstCombine's string tests
; (memchr-4, strnlen-5, strlen-6...).  The environment defines it with 4096
; bytes of its own, the same in the source's and the target's runs.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample in 64 inputs
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: 4 pairs: 2 without counterexample, 2 with a counterexample

@ax = external global [0 x i8]
declare i64 @strlen(ptr)
declare i64 @strnlen(ptr, i64)

; strlen(ax) == 0 is ax[0] == 0
define i1 @src1() {
  %n = call i64 @strlen(ptr @ax)
  %z = icmp eq i64 %n, 0
  ret i1 %z
}
define i1 @tgt1() {
  %c = load i8, ptr @ax
  %z = icmp eq i8 %c, 0
  ret i1 %z
}

; a byte of it, at an index
define i8 @src2(i64 %i) {
  %p = getelementptr inbounds [0 x i8], ptr @ax, i64 0, i64 %i
  %c = load i8, ptr %p
  ret i8 %c
}
define i8 @tgt2(i64 %i) {
  %p = getelementptr inbounds i8, ptr @ax, i64 %i
  %c = load i8, ptr %p
  ret i8 %c
}

; wrong: strnlen(ax, 1) is not 0 (the environment's ax[0] is not 0)
define i64 @src3() {
  %n = call i64 @strnlen(ptr @ax, i64 1)
  ret i64 %n
}
define i64 @tgt3() {
  ret i64 0
}

; wrong: the next byte
define i8 @src4(i64 %i) {
  %p = getelementptr inbounds i8, ptr @ax, i64 %i
  %c = load i8, ptr %p
  ret i8 %c
}
define i8 @tgt4(i64 %i) {
  %j = add i64 %i, 1
  %p = getelementptr inbounds i8, ptr @ax, i64 %j
  %c = load i8, ptr %p
  ret i8 %c
}
; llfuzz-input: @src4(i64 3)
