; Reduced from a false alarm on InstCombine's malloc-free.ll
; (@other_aligned_allocation_function): a module's own allocator
; (allockind("alloc"), allocsize, allocalign) was an uninterpreted call that
; might return null, but LLVM may drop an allocation nothing uses and fold
; its comparison with null to true.  Such a function allocates now (always
; successfully), and allockind("free") frees its allocptr argument.
; Also: strtol's endptr is a char **, so a misaligned one is undefined
; (str-int-2.ll, which LLVM folds into an align 8 store).  It may be null
; (strtol stores nothing then): the fold is right only where endptr is
; nonnull (@src3), wrong for a plain pointer (@src5, found with a null
; input).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: source is more defined than target
; CHECK-NEXT: input:  ptr null
; CHECK: 5 pairs: 3 without counterexample, 2 with a counterexample

declare noalias ptr @my_alloc(i32 allocalign, i32) allockind("alloc,uninitialized,aligned") allocsize(1) "alloc-family"="mine"
declare noalias ptr @my_zalloc(i32) allockind("alloc,zeroed") allocsize(0) "alloc-family"="mine"
declare void @my_free(ptr allocptr) allockind("free") "alloc-family"="mine"
declare i64 @strtol(ptr, ptr, i32)

@s = constant [4 x i8] c"12x\00"

define i1 @src1(i8 %n) {
  %z = zext i8 %n to i32
  %p = call ptr @my_alloc(i32 16, i32 %z)
  %c = icmp ne ptr %p, null
  ret i1 %c
}
define i1 @tgt1(i8 %n) {
  ret i1 true
}

define i32 @src2() {
  %p = call ptr @my_zalloc(i32 8)
  %v = load i32, ptr %p
  call void @my_free(ptr %p)
  ret i32 %v
}
define i32 @tgt2() {
  ret i32 0
}

define i64 @src3(ptr nonnull %end) {
  %r = call i64 @strtol(ptr @s, ptr %end, i32 10)
  ret i64 %r
}
define i64 @tgt3(ptr nonnull %end) {
  store ptr getelementptr (i8, ptr @s, i64 2), ptr %end, align 8
  ret i64 12
}

; wrong: the object is 64-aligned as allocalign asks
define i64 @src4() {
  %p = call ptr @my_alloc(i32 64, i32 8)
  %i = ptrtoint ptr %p to i64
  %m = and i64 %i, 63
  ret i64 %m
}
define i64 @tgt4() {
  ret i64 1
}

define i64 @src5(ptr %end) {
  %r = call i64 @strtol(ptr @s, ptr %end, i32 10)
  ret i64 %r
}
define i64 @tgt5(ptr %end) {
  store ptr getelementptr (i8, ptr @s, i64 2), ptr %end, align 8
  ret i64 12
}
