; LangRef "'getelementptr' Instruction": offsets from the type sizes (struct
; fields at their layout offsets); inbounds (the base and every step must
; stay within the object or one past its end, else poison; all-zero indices
; are always in bounds), nusw (no signed wrap of the offsets), nuw (no
; unsigned wrap), vector GEPs (lane-wise), a poison index gives poison,
; inrange (on constant expressions: the pointer is ordinary).
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry scalar --args 'i64 3' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <4 x ptr> <ptr @a+12, ptr @a+12, ptr @a+12, ptr @a+12>
; one past the end is in bounds
; RUN: %llfuzz run %s --entry scalar --args 'i64 4' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <4 x ptr> <ptr @a+16, ptr @a+16, ptr @a+16, ptr @a+16>
; past it: inbounds is poison, the others are not
; RUN: %llfuzz run %s --entry scalar --args 'i64 5' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <4 x ptr> <ptr @a+20, ptr poison, ptr @a+20, ptr @a+20>
; a negative offset: below the object (inbounds), an unsigned wrap (nuw)
; RUN: %llfuzz run %s --entry scalar --args 'i64 -1' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <4 x ptr> <ptr @a-4, ptr poison, ptr @a-4, ptr poison>
; the index times the size wraps in a signed sense (nusw) and unsigned (nuw)
; RUN: %llfuzz run %s --entry scalar --args 'i64 4611686018427387904' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <4 x ptr> <ptr @a, ptr poison, ptr poison, ptr poison>
; RUN: %llfuzz run %s --entry scalar --args 'i64 poison' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <4 x ptr> <ptr poison, ptr poison, ptr poison, ptr poison>
;
; an i128 index is truncated to the 64-bit index type: 2^64 + 1 -> 1;
; nusw/nuw want the truncation to keep the value
; RUN: %llfuzz run %s --entry wide --args 'i128 18446744073709551617' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <3 x ptr> <ptr @a+4, ptr poison, ptr poison>
; -1 keeps its signed value, not its unsigned one
; RUN: %llfuzz run %s --entry wide --args 'i128 -1' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <3 x ptr> <ptr @a-4, ptr @a-4, ptr poison>
; the address wraps: 2^64 - 8 + 16 (nusw: an unsigned address plus a
; signed offset must not wrap; nuw likewise)
; RUN: %llfuzz run %s --entry wrap --args 'i64 16' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <3 x ptr> <ptr 0x8, ptr poison, ptr poison>
; RUN: %llfuzz run %s --entry wrap --args 'i64 -8' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <3 x ptr> <ptr 0xfffffffffffffff0, ptr 0xfffffffffffffff0, ptr poison>
; struct and array indexing: { i8, i32, [3 x i16] }: the i32 at 4, the
; array at 8
; RUN: %llfuzz run %s --entry field --args 'i64 2' | FileCheck %s --check-prefix=CHECK11
; CHECK11: { ptr, i16 } { ptr @s+12, i16 7 }
; RUN: %llfuzz run %s --entry field --args 'i64 0' | FileCheck %s --check-prefix=CHECK12
; CHECK12: { ptr, i16 } { ptr @s+8, i16 5 }
; each step must be in bounds: +24 then -16 ends at +8, still poison
; RUN: %llfuzz run %s --entry steps | FileCheck %s --check-prefix=CHECK13
; CHECK13: <2 x ptr> <ptr @a+8, ptr poison>
; null: only all-zero indices are in bounds of it
; RUN: %llfuzz run %s --entry nullgep | FileCheck %s --check-prefix=CHECK14
; CHECK14: <3 x ptr> <ptr null, ptr 0x5, ptr poison>
; a vector of pointers and a vector of indices, a scalar base with a vector index
; RUN: %llfuzz run %s --entry vec --args '<2 x i64> <i64 1, i64 poison>' | FileCheck %s --check-prefix=CHECK15
; CHECK15: { <2 x ptr>, <2 x ptr> } { <2 x ptr> <ptr @a+4, ptr poison>, <2 x ptr> <ptr @s+5, ptr @a+9> }
; inbounds, lane-wise
; RUN: %llfuzz run %s --entry vecib --args '<2 x i64> <i64 4, i64 5>' | FileCheck %s --check-prefix=CHECK16
; CHECK16: <2 x ptr> <ptr @a+16, ptr poison>
; a constant expression with inrange; loading inside the range
; RUN: %llfuzz run %s --entry inrange | FileCheck %s --check-prefix=CHECK17
; CHECK17: { ptr, i32 } { ptr @a+8, i32 3 }

@a = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@s = global { i8, i32, [3 x i16] } { i8 1, i32 2, [3 x i16] [i16 5, i16 6, i16 7] }

define <4 x ptr> @scalar(i64 %i) {
  %p0 = getelementptr i32, ptr @a, i64 %i
  %p1 = getelementptr inbounds i32, ptr @a, i64 %i
  %p2 = getelementptr nusw i32, ptr @a, i64 %i
  %p3 = getelementptr nuw i32, ptr @a, i64 %i
  %v0 = insertelement <4 x ptr> poison, ptr %p0, i32 0
  %v1 = insertelement <4 x ptr> %v0, ptr %p1, i32 1
  %v2 = insertelement <4 x ptr> %v1, ptr %p2, i32 2
  %v3 = insertelement <4 x ptr> %v2, ptr %p3, i32 3
  ret <4 x ptr> %v3
}

define <3 x ptr> @wide(i128 %i) {
  %p0 = getelementptr i32, ptr @a, i128 %i
  %p1 = getelementptr nusw i32, ptr @a, i128 %i
  %p2 = getelementptr nuw i32, ptr @a, i128 %i
  %v0 = insertelement <3 x ptr> poison, ptr %p0, i32 0
  %v1 = insertelement <3 x ptr> %v0, ptr %p1, i32 1
  %v2 = insertelement <3 x ptr> %v1, ptr %p2, i32 2
  ret <3 x ptr> %v2
}

define <3 x ptr> @wrap(i64 %i) {
  %b = inttoptr i64 -8 to ptr
  %p0 = getelementptr i8, ptr %b, i64 %i
  %p1 = getelementptr nusw i8, ptr %b, i64 %i
  %p2 = getelementptr nuw i8, ptr %b, i64 %i
  %v0 = insertelement <3 x ptr> poison, ptr %p0, i32 0
  %v1 = insertelement <3 x ptr> %v0, ptr %p1, i32 1
  %v2 = insertelement <3 x ptr> %v1, ptr %p2, i32 2
  ret <3 x ptr> %v2
}

define { ptr, i16 } @field(i64 %i) {
  %p = getelementptr inbounds { i8, i32, [3 x i16] }, ptr @s, i64 0, i32 2, i64 %i
  %l = load i16, ptr %p
  %r0 = insertvalue { ptr, i16 } poison, ptr %p, 0
  %r1 = insertvalue { ptr, i16 } %r0, i16 %l, 1
  ret { ptr, i16 } %r1
}

define <2 x ptr> @steps() {
  %p0 = getelementptr [8 x i8], ptr @a, i64 3, i64 -16
  %p1 = getelementptr inbounds [8 x i8], ptr @a, i64 3, i64 -16
  %v0 = insertelement <2 x ptr> poison, ptr %p0, i32 0
  %v1 = insertelement <2 x ptr> %v0, ptr %p1, i32 1
  ret <2 x ptr> %v1
}

define <3 x ptr> @nullgep() {
  %p0 = getelementptr inbounds i8, ptr null, i64 0
  %p1 = getelementptr i8, ptr null, i64 5
  %p2 = getelementptr inbounds i8, ptr null, i64 5
  %v0 = insertelement <3 x ptr> poison, ptr %p0, i32 0
  %v1 = insertelement <3 x ptr> %v0, ptr %p1, i32 1
  %v2 = insertelement <3 x ptr> %v1, ptr %p2, i32 2
  ret <3 x ptr> %v2
}

define { <2 x ptr>, <2 x ptr> } @vec(<2 x i64> %i) {
  %p = getelementptr i32, ptr @a, <2 x i64> %i
  %bases = insertelement <2 x ptr> <ptr @s, ptr @a>, ptr @s, i32 0
  %q = getelementptr i8, <2 x ptr> %bases, <2 x i64> <i64 5, i64 9>
  %r0 = insertvalue { <2 x ptr>, <2 x ptr> } poison, <2 x ptr> %p, 0
  %r1 = insertvalue { <2 x ptr>, <2 x ptr> } %r0, <2 x ptr> %q, 1
  ret { <2 x ptr>, <2 x ptr> } %r1
}

define <2 x ptr> @vecib(<2 x i64> %i) {
  %p = getelementptr inbounds i32, <2 x ptr> <ptr @a, ptr @a>, <2 x i64> %i
  ret <2 x ptr> %p
}

define { ptr, i32 } @inrange() {
  %l = load i32, ptr getelementptr inbounds inrange(-8, 8) (i8, ptr @a, i64 8)
  %r0 = insertvalue { ptr, i32 } poison, ptr getelementptr inbounds inrange(-8, 8) (i8, ptr @a, i64 8), 0
  %r1 = insertvalue { ptr, i32 } %r0, i32 %l, 1
  ret { ptr, i32 } %r1
}
