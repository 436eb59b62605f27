; A module the interpreter cannot load (here a 4 GiB global, over the memory
; budget) made `check` stop with one error line, and bench/check-llvm-tests.sh
; counted the file as refused rather than its pairs as unsupported (memchr-8,
; ptrauth-call, ConstProp/loads: 62 pairs).  Each pair is unsupported now,
; with the reason, and counted.
; RUN: %exit 2 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: unsupported: memory budget exceeded: allocating 4294967296 bytes
; CHECK: @src2/@tgt2: unsupported: memory budget exceeded
; CHECK: 2 pairs: 0 without counterexample, 0 with a counterexample, 2 unsupported

@big = global [4294967296 x i8] zeroinitializer

define i32 @src1(i32 %x) {
  %y = add i32 %x, 0
  ret i32 %y
}
define i32 @tgt1(i32 %x) {
  ret i32 %x
}

define i8 @src2(i64 %i) {
  %p = getelementptr i8, ptr @big, i64 %i
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt2(i64 %i) {
  %p = getelementptr i8, ptr @big, i64 %i
  %v = load i8, ptr %p
  ret i8 %v
}
