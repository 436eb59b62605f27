; The parser remembers the text of each aggregate type it parsed on one line
; (csmith's initializers write `{ i32, i8, [2 x i8], ... }` before every
; element) and reads the same text again as the same type.  The text must be
; the whole type: `{ i32, i8 }*` after a remembered `{ i32, i8 }` is a
; typed pointer, and a named type is the module's, defined before or after.
; RUN: %llfuzz print %s | FileCheck %s
; CHECK: %T = type { i16 }
; CHECK: @a = global [2 x { i32, [2 x i8] }] [{ i32, [2 x i8] } { i32 1, [2 x i8] c"\01\02" }, { i32, [2 x i8] } { i32 3, [2 x i8] c"\03\04" }]
; CHECK-NEXT: @p = global { %T, i8 } zeroinitializer
; CHECK-NEXT: @q = global { %T, i8 } { %T { i16 7 }, i8 8 }
; CHECK-NEXT: @new = global { i32, i8 } { i32 5, i8 6 }
; CHECK-NEXT: @old = global ptr null
; CHECK-NEXT: @vec = global <2 x i32> <i32 1, i32 2>
; CHECK-NEXT: @arr = global [2 x i32] [i32 1, i32 2]
; CHECK: %s = insertvalue { i32, i8 } { i32 1, i8 2 }, i32 %e, 0
; CHECK-NEXT: %t = extractvalue { i32, i8 } %s, 1
; CHECK-NEXT: %u = load { i32, i8 }, ptr @new, align 4

@a = global [2 x { i32, [2 x i8] }] [{ i32, [2 x i8] } { i32 1, [2 x i8] c"\01\02" }, { i32, [2 x i8] } { i32 3, [2 x i8] c"\03\04" }]
@p = global { %T, i8 } zeroinitializer
%T = type { i16 }
@q = global { %T, i8 } { %T { i16 7 }, i8 8 }
@new = global { i32, i8 } { i32 5, i8 6 }
@old = global { i32, i8 }* null
@vec = global <2 x i32> <i32 1, i32 2>
@arr = global [2 x i32] [i32 1, i32 2]

define <2 x i32> @f(<2 x i32> %v, [2 x i32] %a) {
  %e = extractvalue [2 x i32] %a, 1
  %w = insertelement <2 x i32> %v, i32 %e, i32 0
  %s = insertvalue { i32, i8 } { i32 1, i8 2 }, i32 %e, 0
  %t = extractvalue { i32, i8 } %s, 1
  %u = load { i32, i8 }, ptr @new, align 4
  ret <2 x i32> %w
}
