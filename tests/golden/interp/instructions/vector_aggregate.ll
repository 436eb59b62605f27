; LangRef "Vector Operations": extractelement and insertelement (an index
; out of range gives poison), shufflevector (a poison mask element gives a
; poison lane; the mask indexes the concatenation of both operands);
; "Aggregate Operations": extractvalue, insertvalue.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry ext --args '<4 x i32> <i32 10, i32 20, i32 30, i32 40>, i32 2' | FileCheck %s --check-prefix=CHECK1
; CHECK1: i32 30
; RUN: %llfuzz run %s --entry ext --args '<4 x i32> <i32 10, i32 20, i32 poison, i32 40>, i32 2' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 poison
; RUN: %llfuzz run %s --entry ext --args '<4 x i32> <i32 10, i32 20, i32 30, i32 40>, i32 4' | FileCheck %s --check-prefix=CHECK3
; CHECK3: i32 poison
; RUN: %llfuzz run %s --entry ext --args '<4 x i32> <i32 10, i32 20, i32 30, i32 40>, i32 poison' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 poison
; RUN: %llfuzz run %s --entry ins --args '<4 x i32> <i32 10, i32 20, i32 30, i32 40>, i32 7, i32 0' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <4 x i32> <i32 7, i32 20, i32 30, i32 40>
; RUN: %llfuzz run %s --entry ins --args '<4 x i32> <i32 10, i32 poison, i32 30, i32 40>, i32 7, i32 1' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <4 x i32> <i32 10, i32 7, i32 30, i32 40>
; RUN: %llfuzz run %s --entry ins --args '<4 x i32> <i32 10, i32 20, i32 30, i32 40>, i32 7, i32 5' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <4 x i32> <i32 poison, i32 poison, i32 poison, i32 poison>
; a wide index
; RUN: %llfuzz run %s --entry ins64 --args '<2 x i8> <i8 1, i8 2>, i64 4294967297' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <2 x i8> <i8 poison, i8 poison>
; RUN: %llfuzz run %s --entry ins64 --args '<2 x i8> <i8 1, i8 2>, i64 1' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <2 x i8> <i8 1, i8 -1>
;
; shufflevector: mask <3, 0, poison, 6, 1> over <a0..a3, b0..b3>
; RUN: %llfuzz run %s --entry shuf --args '<4 x i16> <i16 0, i16 1, i16 2, i16 3>, <4 x i16> <i16 4, i16 5, i16 6, i16 poison>' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <5 x i16> <i16 3, i16 0, i16 poison, i16 6, i16 1>
; a splat, and a shuffle with one operand, and a zeroinitializer mask
; RUN: %llfuzz run %s --entry splat --args 'float 2.5' | FileCheck %s --check-prefix=CHECK11
; CHECK11: <3 x float> <float 2.5, float 2.5, float 2.5>
; RUN: %llfuzz run %s --entry rev --args '<3 x ptr> <ptr null, ptr poison, ptr inttoptr (i64 8 to ptr)>' | FileCheck %s --check-prefix=CHECK12
; CHECK12: <2 x ptr> <ptr 0x8, ptr poison>
;
; extractvalue and insertvalue, nested
; RUN: %llfuzz run %s --entry agg --args '{ i32, [2 x i8] } { i32 1, [2 x i8] [i8 2, i8 3] }, i8 9' | FileCheck %s --check-prefix=CHECK13
; CHECK13: { i8, { i32, [2 x i8] } } { i8 3, { i32, [2 x i8] } { i32 1, [2 x i8] [i8 2, i8 9] } }
; a poison field stays in its field
; RUN: %llfuzz run %s --entry agg --args '{ i32, [2 x i8] } { i32 poison, [2 x i8] [i8 2, i8 3] }, i8 poison' | FileCheck %s --check-prefix=CHECK14
; CHECK14: { i8, { i32, [2 x i8] } } { i8 3, { i32, [2 x i8] } { i32 poison, [2 x i8] [i8 2, i8 poison] } }
; RUN: %llfuzz run %s --entry aggv | FileCheck %s --check-prefix=CHECK15
; CHECK15: { <2 x i1>, double } { <2 x i1> <i1 true, i1 false>, double 1.5 }

define i32 @ext(<4 x i32> %v, i32 %i) {
  %r = extractelement <4 x i32> %v, i32 %i
  ret i32 %r
}

define <4 x i32> @ins(<4 x i32> %v, i32 %x, i32 %i) {
  %r = insertelement <4 x i32> %v, i32 %x, i32 %i
  ret <4 x i32> %r
}

define <2 x i8> @ins64(<2 x i8> %v, i64 %i) {
  %r = insertelement <2 x i8> %v, i8 -1, i64 %i
  ret <2 x i8> %r
}

define <5 x i16> @shuf(<4 x i16> %a, <4 x i16> %b) {
  %r = shufflevector <4 x i16> %a, <4 x i16> %b, <5 x i32> <i32 3, i32 0, i32 poison, i32 6, i32 1>
  ret <5 x i16> %r
}

define <3 x float> @splat(float %x) {
  %v = insertelement <1 x float> poison, float %x, i32 0
  %r = shufflevector <1 x float> %v, <1 x float> poison, <3 x i32> zeroinitializer
  ret <3 x float> %r
}

define <2 x ptr> @rev(<3 x ptr> %a) {
  %r = shufflevector <3 x ptr> %a, <3 x ptr> poison, <2 x i32> <i32 2, i32 1>
  ret <2 x ptr> %r
}

define { i8, { i32, [2 x i8] } } @agg({ i32, [2 x i8] } %s, i8 %x) {
  %e = extractvalue { i32, [2 x i8] } %s, 1, 1
  %s2 = insertvalue { i32, [2 x i8] } %s, i8 %x, 1, 1
  %r0 = insertvalue { i8, { i32, [2 x i8] } } undef, i8 %e, 0
  %r1 = insertvalue { i8, { i32, [2 x i8] } } %r0, { i32, [2 x i8] } %s2, 1
  ret { i8, { i32, [2 x i8] } } %r1
}

define { <2 x i1>, double } @aggv() {
  %a = insertvalue { <2 x i1>, double } poison, <2 x i1> <i1 true, i1 false>, 0
  %b = insertvalue { <2 x i1>, double } %a, double 1.5, 1
  %c = extractvalue { <2 x i1>, double } %b, 0
  %d = insertvalue { <2 x i1>, double } %b, <2 x i1> %c, 0
  ret { <2 x i1>, double } %d
}
