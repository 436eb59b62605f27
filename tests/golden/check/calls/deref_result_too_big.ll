; Reduced from InstCombine's allocsize.ll (@test_overflow): InstCombine adds
; dereferenceable_or_null(4294967298) to a call from its allocsize, and the
; environment gave the result an object that large, which ran the target
; out of its memory budget: a "hang" reported while the source returned.
; An object past the budget is llfuzz's limit: unsupported.
; RUN: %exit 2 %llfuzz check %s | FileCheck %s
; CHECK: @src/@tgt: unsupported: an object of 4294967298 bytes for a dereferenceable result
; CHECK: 1 pair: 0 without counterexample, 0 with a counterexample, 1 unsupported

declare ptr @my_calloc(ptr, ptr, i32, i32) allocsize(2, 3)

define void @src(ptr %p) {
  %m = call ptr @my_calloc(ptr null, ptr null, i32 2147483649, i32 2)
  store ptr %m, ptr %p
  ret void
}
define void @tgt(ptr %p) {
  %m = call dereferenceable_or_null(4294967298) ptr @my_calloc(ptr null, ptr null, i32 -2147483647, i32 2)
  store ptr %m, ptr %p
  ret void
}
