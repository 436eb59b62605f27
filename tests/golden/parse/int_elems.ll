; Constant lists whose elements are `iK N` (K <= 64, N decimal) are read
; straight from the text (int_elem, int_elems in ir/parse.c), and every
; other element token by token.  Both must give the same values, and a list
; may switch between them at any element: a constant expression, undef or
; a 20-digit number in the middle of a run, two blanks, a newline, no blank
; after a comma, iK wider than 64, i1 with true/false, values wider than
; the type (truncated as by llvm-as), nested arrays, structs, vectors,
; packed structs.  The round trip through llvm-as-22 / llvm-diff-22 checks
; the values against LLVM's.
; REQUIRES: llvm-as-22, llvm-diff-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz print %s -o %t/out.ll
; RUN: (llvm-as-22 %s -o %t/a.bc && llvm-as-22 %t/out.ll -o %t/b.bc && llvm-diff-22 %t/a.bc %t/b.bc)
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK3
; CHECK3: @x = global i32 0
; CHECK3-NEXT: @a8 = global [5 x i8] c"\01\FF\FF\80,"
; CHECK3-NEXT: @a64 = global [4 x i64] [i64 9223372036854775807, i64 -9223372036854775808, i64 -1, i64 1234567890123456789]
; CHECK3-NEXT: @mixed = global [5 x i64] [i64 1, i64 ptrtoint (ptr @x to i64), i64 3, i64 undef, i64 -5]
; CHECK3-NEXT: @spaced = global [4 x i16] [i16 5, i16 7, i16 8, i16 9]
; CHECK3-NEXT: @lines = global [3 x i32] [i32 1, i32 2, i32 3]
; CHECK3-NEXT: @bools = global [3 x i1] [i1 true, i1 true, i1 false]
; CHECK3-NEXT: @wide = global [2 x i128] [i128 1, i128 -2]
; CHECK3-NEXT: @odd = global [2 x i17] [i17 -65535, i17 -1]
; CHECK3-NEXT: @st = global { i8, i32, [2 x i16], i64 } { i8 7, i32 -3, [2 x i16] [i16 1, i16 2], i64 0 }
; CHECK3-NEXT: @nest = global [2 x [2 x i32]] {{\[}}[2 x i32] [i32 10, i32 20], [2 x i32] [i32 30, i32 40]]
; CHECK3-NEXT: @vec = global <3 x i64> <i64 1, i64 -2, i64 3>
; CHECK3-NEXT: @pst = global <{ i8, i16 }> <{ i8 -1, i16 500 }>
; CHECK3-NEXT: @last = global [2 x i8] c"\01\02"
; The interpreter reads the same values: 3 + -5 + 9 + 3 + -3 + 40 + -2 = 45
; RUN: %llfuzz run --entry sum %s | FileCheck %s --check-prefix=CHECK4
; CHECK4: i64 45
@x = global i32 0
@a8 = global [5 x i8] [i8 1, i8 -1, i8 255, i8 -128, i8 300]
@a64 = global [4 x i64] [i64 9223372036854775807, i64 -9223372036854775808, i64 18446744073709551615, i64 1234567890123456789]
@mixed = global [5 x i64] [i64 1, i64 ptrtoint (ptr @x to i64), i64 3, i64 undef, i64 -5]
@spaced = global [4 x i16] [i16  5, i16 7,i16 8, i16 9]
@lines = global [3 x i32] [i32 1,
  i32 2, i32 3]
@bools = global [3 x i1] [i1 true, i1 1, i1 0]
@wide = global [2 x i128] [i128 1, i128 -2]
@odd = global [2 x i17] [i17 65537, i17 -1]
@st = global { i8, i32, [2 x i16], i64 } { i8 7, i32 -3, [2 x i16] [i16 1, i16 2], i64 0 }
@nest = global [2 x [2 x i32]] [[2 x i32] [i32 10, i32 20], [2 x i32] [i32 30, i32 40]]
@vec = global <3 x i64> <i64 1, i64 -2, i64 3>
@pst = global <{ i8, i16 }> <{ i8 -1, i16 500 }>
@last = global [2 x i8] [i8 1, i8 2]

define i64 @sum() {
  %p1 = getelementptr [5 x i64], ptr @mixed, i64 0, i64 2
  %m2 = load i64, ptr %p1
  %p2 = getelementptr [5 x i64], ptr @mixed, i64 0, i64 4
  %m4 = load i64, ptr %p2
  %p3 = getelementptr [4 x i16], ptr @spaced, i64 0, i64 3
  %s3 = load i16, ptr %p3
  %s3x = sext i16 %s3 to i64
  %p4 = getelementptr [3 x i32], ptr @lines, i64 0, i64 2
  %l2 = load i32, ptr %p4
  %l2x = sext i32 %l2 to i64
  %p5 = getelementptr { i8, i32, [2 x i16], i64 }, ptr @st, i64 0, i32 1
  %t1 = load i32, ptr %p5
  %t1x = sext i32 %t1 to i64
  %p6 = getelementptr [2 x [2 x i32]], ptr @nest, i64 0, i64 1, i64 1
  %n11 = load i32, ptr %p6
  %n11x = sext i32 %n11 to i64
  %v = load <3 x i64>, ptr @vec
  %v1 = extractelement <3 x i64> %v, i32 1
  %a = add i64 %m2, %m4
  %b = add i64 %a, %s3x
  %c = add i64 %b, %l2x
  %d = add i64 %c, %t1x
  %e = add i64 %d, %n11x
  %f = add i64 %e, %v1
  ret i64 %f
}
