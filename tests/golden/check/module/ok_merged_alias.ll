; MergeFunctions with aliases replaces @f2, the same as @f1, by an alias
; of @f1: other modules calling @f2 call @f1's body.  The alias is
; followed and compared, not "no such function".  A hand-written target
; whose alias points to another body is found.
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine 'opt-22:-passes=mergefunc -mergefunc-use-aliases' --save-target %t/t1.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: @f1/@f1: no counterexample
; CHECK1: @f2/@f1: no counterexample
; CHECK1: 2 pairs: 2 without counterexample, 0 with a counterexample
; RUN: grep -F '@f2 = unnamed_addr alias i32 (i32), ptr @f1' %t/t1.ll
; RUN: %exit 1 %llfuzz check %s %S/Inputs/ok_merged_alias_tgt.ll | FileCheck %s --check-prefix=CHECK3
; CHECK3: @f2/@other: ERROR: value mismatch

define i32 @f1(i32 %x) unnamed_addr {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  ret i32 %c
}

define i32 @f2(i32 %x) unnamed_addr {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  ret i32 %c
}
