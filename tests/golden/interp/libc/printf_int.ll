; printf's integer conversions (C11 7.21.6.1): d i u o x X c with the flags
; - + space # 0, width and precision (also as *), and the length modifiers hh h
; l ll j z t.  The expected output is what glibc prints for the same C.
; RUN: %llfuzz run %s | FileCheck %s
; CHECK: [-42] [17] [4294967295] [10] [ff] [BEEF]
; CHECK-NEXT: [   42] [42   ] [00042] [+42] [ 42] [   -7] [+7   ]
; CHECK-NEXT: [007] [    -007] [007     ] [     007] [] [] [     ]
; CHECK-NEXT: [010] [0xff] [0XFF] [0] [0] [010] [    0xff] [0xff    ] [0x0000ff]
; CHECK-NEXT: [     1] [2     ] [3     ] [0005] [5] [    -009]
; CHECK-NEXT: [44] [44] [ff] [4464] [4464] [ffff]
; CHECK-NEXT: [-1] [18446744073709551615] [ffffffffffffffff] [-9223372036854775808] [18446744073709551615] [1777777777777777777777]
; CHECK-NEXT: [-5] [18446744073709551611] [-6] [6] [ff] [-7] [7]
; CHECK-NEXT: [-2147483648] [2147483647] [2147483648] [80000000]
; CHECK-NEXT: [ 0042] [-0042] [42   ] [+005] [ 005] [5]
; CHECK-NEXT: [A] [  B] [C  ] [abc]
; CHECK-NEXT: [%] [%] 100%

@f0 = private constant [31 x i8] c"[%d] [%i] [%u] [%o] [%x] [%X]\0A\00"
@f1 = private constant [48 x i8] c"[%5d] [%-5d] [%05d] [%+d] [% d] [%+5d] [%-+5d]\0A\00"
@f2 = private constant [56 x i8] c"[%.3d] [%8.3d] [%-8.3d] [%08.3d] [%.0d] [%.0x] [%5.0d]\0A\00"
@f3 = private constant [62 x i8] c"[%#o] [%#x] [%#X] [%#o] [%#x] [%#.3o] [%#8x] [%#-8x] [%#08x]\0A\00"
@f4 = private constant [42 x i8] c"[%*d] [%-*d] [%*d] [%.*d] [%.*d] [%*.*d]\0A\00"
@f5 = private constant [40 x i8] c"[%hhd] [%hhu] [%hhx] [%hd] [%hu] [%hx]\0A\00"
@f6 = private constant [40 x i8] c"[%ld] [%lu] [%lx] [%lld] [%llu] [%llo]\0A\00"
@f7 = private constant [43 x i8] c"[%jd] [%ju] [%zd] [%zu] [%zx] [%td] [%tu]\0A\00"
@f8 = private constant [21 x i8] c"[%d] [%d] [%u] [%x]\0A\00"
@f9 = private constant [47 x i8] c"[% 05d] [%+05d] [%-05d] [%+.3d] [% .3d] [%+u]\0A\00"
@f10 = private constant [28 x i8] c"[%c] [%3c] [%-3c] [%c%c%c]\0A\00"
@f11 = private constant [18 x i8] c"[%%] [%5%] 100%%\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
  %r0 = call i32 (ptr, ...) @printf(ptr @f0, i32 -42, i32 17, i32 -1, i32 8, i32 255, i32 48879)
  %r1 = call i32 (ptr, ...) @printf(ptr @f1, i32 42, i32 42, i32 42, i32 42, i32 42, i32 -7, i32 7)
  %r2 = call i32 (ptr, ...) @printf(ptr @f2, i32 7, i32 -7, i32 7, i32 7, i32 0, i32 0, i32 0)
  %r3 = call i32 (ptr, ...) @printf(ptr @f3, i32 8, i32 255, i32 255, i32 0, i32 0, i32 8, i32 255, i32 255, i32 255)
  %r4 = call i32 (ptr, ...) @printf(ptr @f4, i32 6, i32 1, i32 6, i32 2, i32 -6, i32 3, i32 4, i32 5, i32 -1, i32 5, i32 8, i32 3, i32 -9)
  %r5 = call i32 (ptr, ...) @printf(ptr @f5, i32 300, i32 300, i32 -1, i32 70000, i32 70000, i32 -1)
  %r6 = call i32 (ptr, ...) @printf(ptr @f6, i64 -1, i64 -1, i64 -1, i64 -9223372036854775808, i64 -1, i64 -1)
  %r7 = call i32 (ptr, ...) @printf(ptr @f7, i64 -5, i64 -5, i64 -6, i64 6, i64 255, i64 -7, i64 7)
  %r8 = call i32 (ptr, ...) @printf(ptr @f8, i32 -2147483648, i32 2147483647, i32 -2147483648, i32 -2147483648)
  %r9 = call i32 (ptr, ...) @printf(ptr @f9, i32 42, i32 -42, i32 42, i32 5, i32 5, i32 5)
  %r10 = call i32 (ptr, ...) @printf(ptr @f10, i32 65, i32 66, i32 67, i32 353, i32 98, i32 99)
  %r11 = call i32 (ptr, ...) @printf(ptr @f11)
  ret i32 0
}
