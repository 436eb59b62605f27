; Reduced from a false alarm on InstCombine's memcpy-from-global.ll
; (@test3_nocapture, @test4): a stack copy of a constant global passed to
; a callee that cannot capture its address (nocapture, captures(none),
; byval) may be replaced by the global itself: the callee can tell what it
; holds, not which object it is.  The environment keyed the call by the
; object's identity ("the memory the callee may read differs").
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: ERROR: trace mismatch
; CHECK: 3 pairs: 2 without counterexample, 1 with a counterexample

@G = constant [16 x i8] c"0123456789abcdef"

declare void @bar(ptr nocapture)
declare void @baz(ptr byval([16 x i8]))
declare void @cap(ptr)

define void @src1() {
  %a = alloca [16 x i8]
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr @G, i64 16, i1 false)
  call void @bar(ptr %a) readonly
  ret void
}
define void @tgt1() {
  call void @bar(ptr @G) readonly
  ret void
}

define void @src2() {
  %a = alloca [16 x i8]
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr @G, i64 16, i1 false)
  call void @baz(ptr byval([16 x i8]) %a)
  ret void
}
define void @tgt2() {
  call void @baz(ptr byval([16 x i8]) @G)
  ret void
}

; wrong: @cap may capture (compare) the address, so the copy must stay
define void @src3() {
  %a = alloca [16 x i8]
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr @G, i64 16, i1 false)
  call void @cap(ptr %a) readonly
  ret void
}
define void @tgt3() {
  call void @cap(ptr @G) readonly
  ret void
}
