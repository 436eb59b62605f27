; Found by probing huge numbers: the overflow check of unsigned decimals
; refused 18446744073709551610 .. 18446744073709551615 (2^64-6 .. 2^64-1),
; which llvm-as accepts as array sizes.  2^64 is still too large.
; RUN: llfuzz print %s
; CHECK: @g = external global [18446744073709551615 x i8]
; RUN: printf '@h = external global [18446744073709551616 x i8]\n' > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@1:23: too large

@g = external global [18446744073709551615 x i8]
