; A source that allocates more than check's 64 MiB a run did not finish:
; inconclusive, at once.  Before, malloc(2^30) and a memset of it took 13 s
; an input (InstCombine/memset-1.ll checked against itself: over a minute).
; RUN: %exit 3 %llfuzz check %s --inputs 8 | FileCheck %s
; CHECK: @src/@tgt: inconclusive: no input checked (8 inconclusive: the source did not finish: memory budget exceeded
declare ptr @malloc(i64)
declare ptr @memset(ptr, i32, i64)

define ptr @src(i64 %n) {
  %m = call ptr @malloc(i64 1073741824)
  %r = call ptr @memset(ptr %m, i32 0, i64 1073741824)
  ret ptr %r
}
define ptr @tgt(i64 %n) {
  %m = call ptr @malloc(i64 1073741824)
  %r = call ptr @memset(ptr %m, i32 0, i64 1073741824)
  ret ptr %r
}
