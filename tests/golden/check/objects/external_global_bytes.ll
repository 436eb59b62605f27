; An external global of plain data (integers, fp, and aggregates of them)
; used to make every access unsupported (162 pairs of InstCombine's tests).
; In check it holds bytes of the environment now, from its name, the same
; in the source's and the target's runs, and its final bytes are compared
; as another module would see them.  With a pointer in it, still
; unsupported.  Also: a GEP into a vector steps by the element's store
; size, not its alloc size (f16:32; InstCombine getelementptr.ll
; @test_overaligned_vec).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: memory mismatch
; CHECK: @src4/@tgt4: unsupported: access to the external global @p
; CHECK: 4 pairs: 2 without counterexample, 1 with a counterexample, 1 unsupported

target datalayout = "e-p:64:64-f16:32"

@g = external global i32
@c = external constant i64
@buf = external global [10 x i8]
@p = external global ptr

define i32 @src1() {
  %a = load i32, ptr @g
  %b = add i32 %a, 1
  store i32 %b, ptr @g
  %x = load i64, ptr @c
  %t = trunc i64 %x to i32
  %r = add i32 %b, %t
  ret i32 %r
}
define i32 @tgt1() {
  %a = load i32, ptr @g
  %b = add i32 %a, 1
  store i32 %b, ptr @g
  %x = load i32, ptr @c
  %r = add i32 %x, %b
  ret i32 %r
}

define void @src2(i8 %v) {
  %a = getelementptr <2 x half>, ptr @buf, i64 0, i64 1
  store i8 %v, ptr %a
  ret void
}
define void @tgt2(i8 %v) {
  store i8 %v, ptr getelementptr inbounds nuw (i8, ptr @buf, i64 2), align 1
  ret void
}

; wrong: the store to an external global is dropped
define void @src3(i32 %v) {
  store i32 %v, ptr @g
  ret void
}
define void @tgt3(i32 %v) {
  ret void
}

define ptr @src4() {
  %q = load ptr, ptr @p
  ret ptr %q
}
define ptr @tgt4() {
  %q = load ptr, ptr @p
  ret ptr %q
}
