; wcslen runs with its C semantics, its wide characters as wide as the
; module flag wchar_size says (InstCombine/wcslen-*.ll fold it on constant
; strings: trace mismatches when it was an unknown function).
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 1 %llfuzz check %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: @src1/@tgt1: no counterexample
; CHECK1: @src2/@tgt2: ERROR: value mismatch
; CHECK1: 2 pairs: 1 without counterexample, 1 with a counterexample
; RUN: (sed 's/i32 4}/i32 2}/' %s > %t/t2.ll && %exit 1 %llfuzz check %t/t2.ll) | FileCheck %s --check-prefix=CHECK2
; CHECK2: @src1/@tgt1: ERROR: value mismatch
; CHECK2: @src2/@tgt2: no counterexample
@w = constant [6 x i32] [i32 104, i32 101, i32 108, i32 108, i32 111, i32 0]
declare i64 @wcslen(ptr)

; five 4-byte characters
define i64 @src1() {
  %r = call i64 @wcslen(ptr @w)
  ret i64 %r
}
define i64 @tgt1() {
  ret i64 5
}

; as 2-byte characters: h, 0 -- one
define i64 @src2() {
  %r = call i64 @wcslen(ptr @w)
  ret i64 %r
}
define i64 @tgt2() {
  ret i64 1
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"wchar_size", i32 4}
