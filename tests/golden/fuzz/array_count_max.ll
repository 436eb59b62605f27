; Found by probing huge numbers: the overflow check of unsigned decimals
; refused 18446744073709551610 .. 18446744073709551615 (2^64-6 .. 2^64-1),
; which llvm-as accepts as array sizes.  2^64 is still too large.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: @g = external global [18446744073709551615 x i8]
; RUN: (printf '@h = external global [18446744073709551616 x i8]\n' > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :1:23: error: {{.*}}too large

@g = external global [18446744073709551615 x i8]
