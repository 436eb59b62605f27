; add and sub with nuw/nsw whose second operand is a constant run in their
; own fast paths (C_ADD64FK, C_SUB64FK: the flags as masks, no branches);
; the results and poison must be those of the LangRef, at i32 and i64 and
; at the edges of each range.  <plain, nuw, nsw, nuw nsw>
; RUN: %llfuzz run %s --entry add32 --args 'i32 2147483646' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
; RUN: %llfuzz run %s --entry add32 --args 'i32 2147483647' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <4 x i32> <i32 -2147483648, i32 -2147483648, i32 poison, i32 poison>
; RUN: %llfuzz run %s --entry add32 --args 'i32 -1' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <4 x i32> <i32 0, i32 poison, i32 0, i32 poison>
; RUN: %llfuzz run %s --entry add64 --args 'i64 9223372036854775807' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <4 x i64> <i64 -9223372036854775808, i64 -9223372036854775808, i64 poison, i64 poison>
; RUN: %llfuzz run %s --entry add64 --args 'i64 -1' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <4 x i64> <i64 0, i64 poison, i64 0, i64 poison>
; RUN: %llfuzz run %s --entry add64 --args 'i64 -2' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <4 x i64> <i64 -1, i64 -1, i64 -1, i64 -1>
; RUN: %llfuzz run %s --entry sub32 --args 'i32 0' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <4 x i32> <i32 -1, i32 poison, i32 -1, i32 poison>
; RUN: %llfuzz run %s --entry sub32 --args 'i32 -2147483648' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <4 x i32> <i32 2147483647, i32 2147483647, i32 poison, i32 poison>
; RUN: %llfuzz run %s --entry sub64m --args 'i64 9223372036854775807' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <4 x i64> <i64 -9223372036854775808, i64 poison, i64 poison, i64 poison>
; RUN: %llfuzz run %s --entry sub64m --args 'i64 -2' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <4 x i64> <i64 -1, i64 poison, i64 -1, i64 poison>
; a loop counter with nuw nsw, as in bench/'s loop: 1000 steps, no poison
; RUN: %llfuzz run %s --entry count | FileCheck %s --check-prefix=CHECK11
; CHECK11: i32 1000

define <4 x i32> @add32(i32 %a) {
  %r0 = add i32 %a, 1
  %r1 = add nuw i32 %a, 1
  %r2 = add nsw i32 %a, 1
  %r3 = add nuw nsw i32 %a, 1
  %v0 = insertelement <4 x i32> poison, i32 %r0, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %r1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %r2, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %r3, i32 3
  ret <4 x i32> %v3
}

define <4 x i64> @add64(i64 %a) {
  %r0 = add i64 %a, 1
  %r1 = add nuw i64 %a, 1
  %r2 = add nsw i64 %a, 1
  %r3 = add nuw nsw i64 %a, 1
  %v0 = insertelement <4 x i64> poison, i64 %r0, i32 0
  %v1 = insertelement <4 x i64> %v0, i64 %r1, i32 1
  %v2 = insertelement <4 x i64> %v1, i64 %r2, i32 2
  %v3 = insertelement <4 x i64> %v2, i64 %r3, i32 3
  ret <4 x i64> %v3
}

define <4 x i32> @sub32(i32 %a) {
  %r0 = sub i32 %a, 1
  %r1 = sub nuw i32 %a, 1
  %r2 = sub nsw i32 %a, 1
  %r3 = sub nuw nsw i32 %a, 1
  %v0 = insertelement <4 x i32> poison, i32 %r0, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %r1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %r2, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %r3, i32 3
  ret <4 x i32> %v3
}

define <4 x i64> @sub64m(i64 %a) {
  %r0 = sub i64 %a, -1
  %r1 = sub nuw i64 %a, -1
  %r2 = sub nsw i64 %a, -1
  %r3 = sub nuw nsw i64 %a, -1
  %v0 = insertelement <4 x i64> poison, i64 %r0, i32 0
  %v1 = insertelement <4 x i64> %v0, i64 %r1, i32 1
  %v2 = insertelement <4 x i64> %v1, i64 %r2, i32 2
  %v3 = insertelement <4 x i64> %v2, i64 %r3, i32 3
  ret <4 x i64> %v3
}

define i32 @count() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %n = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %n, 1000
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %n
}
