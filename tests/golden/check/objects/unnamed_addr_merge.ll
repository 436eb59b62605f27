; Identical constants of which one is unnamed_addr may be merged (LangRef
; "Global Variables"; ConstantMerge, Assembler/unnamed-addr.ll with -O2):
; a pointer to one may become a pointer to the other.  Without
; unnamed_addr the addresses are significant.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: ERROR: trace mismatch
; CHECK: @src3/@tgt3: ERROR: trace mismatch
; CHECK: 3 pairs: 1 without counterexample, 2 with a counterexample
@a = internal unnamed_addr constant i32 7
@b = internal constant i32 7
@c = internal constant i32 7
@d = internal unnamed_addr constant i32 8

declare void @use(ptr, ptr)

define void @src1() {
  call void @use(ptr @b, ptr @a)
  ret void
}
define void @tgt1() {
  call void @use(ptr @b, ptr @b)
  ret void
}

; neither is unnamed_addr
define void @src2() {
  call void @use(ptr @b, ptr @c)
  ret void
}
define void @tgt2() {
  call void @use(ptr @b, ptr @b)
  ret void
}

; not the same bytes
define void @src3() {
  call void @use(ptr @b, ptr @d)
  ret void
}
define void @tgt3() {
  call void @use(ptr @b, ptr @b)
  ret void
}
