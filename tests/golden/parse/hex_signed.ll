; LangRef "Simple Constants": a signed hexadecimal integer (s0x...) is, as in
; llvm-as, as wide as its highest set bit, which is its sign: s0xF and s0x0F
; are -1 and s0x10 is -16 in an i32, and a value that fits the type is
; sign-extended to it (s0x8000000000000000 is -2^63 in an i128).  A value
; wider than the type is truncated, and u0x... is never sign-extended.
; llfuzz read s0x literals as unsigned before (s0xF was 15).  The values are
; llvm-dis-22's; the round trip through llvm-as-22 / llvm-diff-22 checks them.
; REQUIRES: llvm-as-22, llvm-diff-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz print %s -o %t/out.ll
; RUN: (llvm-as-22 %s -o %t/a.bc && llvm-as-22 %t/out.ll -o %t/b.bc && llvm-diff-22 %t/a.bc %t/b.bc)
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK3
; CHECK3: @h = global [7 x i32] [i32 -1, i32 -1, i32 0, i32 -16, i32 -1, i32 591751049, i32 15]
; CHECK3-NEXT: @w = global i128 -9223372036854775808
; CHECK3-NEXT: @v = global i8 -1
; CHECK3-NEXT: @one = global i1 true
; CHECK3-NEXT: @wide = global i200 -4722366482869645213696
; RUN: %llfuzz run --entry f %s | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 -16
@h = global [7 x i32] [i32 s0x7, i32 s0x0F, i32 s0x0, i32 s0x10, i32 u0xFFFFFFFFF, i32 s0x123456789, i32 u0xF]
@w = global i128 s0x8000000000000000
@v = global i8 s0x1FF
@one = global i1 s0x1
@wide = global i200 s0x1000000000000000000

define i32 @f() {
  %r = add i32 s0x10, 0
  ret i32 %r
}
