; An integer constant of type iN stores N bits: i8388607 (the widest type) takes
; 1 MiB a constant, so a few KB of text asked for gigabytes (3000 `add i8388607
; %x, 1` lines: 6 GB, 25 s).  The parser now stops with an `unsupported:`
; diagnostic when such constants need more than 64 MiB plus 32 bytes per input
; byte; ordinary wide constants (i128 and friends) never come near it.
; RUN: %exit 2 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1

@ok = global i8388607 -1
@ok2 = global [2 x i128] [i128 170141183460469231731687303715884105727, i128 -1]
; ERROR: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}unsupported: integer constants wider than 64 bits need more than 64 MiB
@big = global [80 x i8388607] [i8388607 0, i8388607 1, i8388607 2, i8388607 3, i8388607 4, i8388607 5, i8388607 6, i8388607 7, i8388607 8, i8388607 9, i8388607 10, i8388607 11, i8388607 12, i8388607 13, i8388607 14, i8388607 15, i8388607 16, i8388607 17, i8388607 18, i8388607 19, i8388607 20, i8388607 21, i8388607 22, i8388607 23, i8388607 24, i8388607 25, i8388607 26, i8388607 27, i8388607 28, i8388607 29, i8388607 30, i8388607 31, i8388607 32, i8388607 33, i8388607 34, i8388607 35, i8388607 36, i8388607 37, i8388607 38, i8388607 39, i8388607 40, i8388607 41, i8388607 42, i8388607 43, i8388607 44, i8388607 45, i8388607 46, i8388607 47, i8388607 48, i8388607 49, i8388607 50, i8388607 51, i8388607 52, i8388607 53, i8388607 54, i8388607 55, i8388607 56, i8388607 57, i8388607 58, i8388607 59, i8388607 60, i8388607 61, i8388607 62, i8388607 63, i8388607 64, i8388607 65, i8388607 66, i8388607 67, i8388607 68, i8388607 69, i8388607 70, i8388607 71, i8388607 72, i8388607 73, i8388607 74, i8388607 75, i8388607 76, i8388607 77, i8388607 78, i8388607 79]
