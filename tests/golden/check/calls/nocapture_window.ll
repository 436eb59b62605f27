; Reduced from false alarms on InstCombine's memcpy-from-global.ll
; (@test6, @test9, @memcpy_to_nocapture_readonly): a readonly nocapture
; callee given a stack copy of a constant global's first 20 bytes may be
; given the global itself, 40 bytes long.  The callee cannot read past the
; source's 20 bytes (out of bounds there), so the target's call reads only
; the bytes around its pointer that the source's call could: the window.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: trace mismatch
; CHECK: the memory the callee may read differs
; CHECK: @src4/@tgt4: ERROR: trace mismatch
; CHECK: @src5/@tgt5: ERROR: trace mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: no counterexample
; CHECK: 7 pairs: 3 without counterexample, 4 with a counterexample

@H = constant [10 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10], align 16
@S = constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
declare void @bar(ptr nocapture) readonly
declare i32 @get(ptr nocapture) readonly nounwind willreturn
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; the global for a copy of its first 20 bytes
define void @src1() {
  %a = alloca [5 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr @H, i64 20, i1 false)
  call void @bar(ptr %a)
  ret void
}
define void @tgt1() {
  call void @bar(ptr @H)
  ret void
}

; and for a copy of bytes 20..39
define void @src2() {
  %a = alloca [5 x i32], align 16
  %h = getelementptr i8, ptr @H, i64 20
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %h, i64 20, i1 false)
  call void @bar(ptr %a)
  ret void
}
define void @tgt2() {
  %h = getelementptr i8, ptr @H, i64 20
  call void @bar(ptr %h)
  ret void
}

; wrong: 4 bytes further on (the callee sees 2,3,4,5,6 for 1,2,3,4,5)
define void @src3() {
  %a = alloca [5 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr @H, i64 20, i1 false)
  call void @bar(ptr %a)
  ret void
}
define void @tgt3() {
  %h = getelementptr i8, ptr @H, i64 4
  call void @bar(ptr %h)
  ret void
}

; wrong: a global of 16 bytes for a copy of 20 (the callee may read 20)
define void @src4() {
  %a = alloca [5 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr @H, i64 20, i1 false)
  call void @bar(ptr %a)
  ret void
}
define void @tgt4() {
  call void @bar(ptr @S)
  ret void
}

; wrong: the copy was changed after the memcpy, the global was not
define void @src5() {
  %a = alloca [5 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr @H, i64 20, i1 false)
  %p = getelementptr i8, ptr %a, i64 16
  store i32 0, ptr %p
  call void @bar(ptr %a)
  ret void
}
define void @tgt5() {
  call void @bar(ptr @H)
  ret void
}

; wrong: the source's window starts 4 bytes into the copy; the target's
; call reads a byte the source's could not see differently
define i32 @src6() {
  %a = alloca [5 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr @H, i64 20, i1 false)
  %p = getelementptr i8, ptr %a, i64 4
  %r = call i32 @get(ptr %p)
  ret i32 %r
}
define i32 @tgt6() {
  %p = getelementptr i8, ptr @H, i64 8
  %r = call i32 @get(ptr %p)
  ret i32 %r
}

; a call that is no event (readonly, willreturn, nounwind) reads through
; its pointer from 4 bytes before to 16 after in the source; the target's
; bytes there are the same
define i32 @src7() {
  %a = alloca [5 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr @H, i64 20, i1 false)
  %p = getelementptr i8, ptr %a, i64 4
  %r = call i32 @get(ptr %p)
  ret i32 %r
}
define i32 @tgt7() {
  %p = getelementptr i8, ptr @H, i64 4
  %r = call i32 @get(ptr %p)
  ret i32 %r
}
