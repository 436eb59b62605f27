; Vector rewrites: extract/insert folds, shuffle folds, splats, lane-wise
; poison (a poison lane only poisons its own lane), reductions, bitcasts
; (little-endian default layout).
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: no counterexample
; CHECK: @src9/@tgt9: no counterexample
; CHECK: @src10/@tgt10: no counterexample
; CHECK: @src11/@tgt11: no counterexample
; CHECK-NOT: ERROR

declare i8 @llvm.vector.reduce.add.v4i8(<4 x i8>)

; extractelement (insertelement v, x, 1), 1 -> x.
define i32 @src1(<4 x i32> %v, i32 %x) {
  %w = insertelement <4 x i32> %v, i32 %x, i32 1
  %r = extractelement <4 x i32> %w, i32 1
  ret i32 %r
}
define i32 @tgt1(<4 x i32> %v, i32 %x) {
  ret i32 %x
}

; extractelement (insertelement v, x, 1), 3 -> extractelement v, 3.
define i32 @src2(<4 x i32> %v, i32 %x) {
  %w = insertelement <4 x i32> %v, i32 %x, i32 1
  %r = extractelement <4 x i32> %w, i32 3
  ret i32 %r
}
define i32 @tgt2(<4 x i32> %v, i32 %x) {
  %r = extractelement <4 x i32> %v, i32 3
  ret i32 %r
}

; A shuffle of a shuffle -> one shuffle (reverse of reverse = identity).
define <4 x i16> @src3(<4 x i16> %v) {
  %a = shufflevector <4 x i16> %v, <4 x i16> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %r = shufflevector <4 x i16> %a, <4 x i16> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x i16> %r
}
define <4 x i16> @tgt3(<4 x i16> %v) {
  ret <4 x i16> %v
}

; Two shuffles composed: take lanes of a then of b -> one two-input shuffle.
define <4 x i8> @src4(<4 x i8> %a, <4 x i8> %b) {
  %x = shufflevector <4 x i8> %a, <4 x i8> %b, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %r = shufflevector <4 x i8> %x, <4 x i8> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 3>
  ret <4 x i8> %r
}
define <4 x i8> @tgt4(<4 x i8> %a, <4 x i8> %b) {
  %r = shufflevector <4 x i8> %a, <4 x i8> %b, <4 x i32> <i32 5, i32 5, i32 0, i32 7>
  ret <4 x i8> %r
}

; A poison mask element gives a poison lane, which the target may fill with anything.
define <2 x i32> @src5(<2 x i32> %v) {
  %r = shufflevector <2 x i32> %v, <2 x i32> poison, <2 x i32> <i32 0, i32 poison>
  ret <2 x i32> %r
}
define <2 x i32> @tgt5(<2 x i32> %v) {
  %r = shufflevector <2 x i32> %v, <2 x i32> poison, <2 x i32> <i32 0, i32 0>
  ret <2 x i32> %r
}

; Lane-wise nsw: a + <1,1> then s> a -> <true,true> (an overflowing lane is poison only there).
define <2 x i1> @src6(<2 x i8> %a) {
  %s = add nsw <2 x i8> %a, <i8 1, i8 1>
  %r = icmp sgt <2 x i8> %s, %a
  ret <2 x i1> %r
}
define <2 x i1> @tgt6(<2 x i8> %a) {
  ret <2 x i1> <i1 true, i1 true>
}

; insertelement into poison + zero-mask shuffle (a splat) -> the same lanes
; built by insertelements.
define <4 x i32> @src7(i32 %x) {
  %i = insertelement <4 x i32> poison, i32 %x, i32 0
  %r = shufflevector <4 x i32> %i, <4 x i32> poison, <4 x i32> zeroinitializer
  ret <4 x i32> %r
}
define <4 x i32> @tgt7(i32 %x) {
  %a = insertelement <4 x i32> poison, i32 %x, i32 0
  %b = insertelement <4 x i32> %a, i32 %x, i32 1
  %c = insertelement <4 x i32> %b, i32 %x, i32 2
  %r = insertelement <4 x i32> %c, i32 %x, i32 3
  ret <4 x i32> %r
}

; vector.reduce.add -> a chain of scalar adds of the lanes (wrapping add is
; associative and commutative).
define i8 @src8(<4 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.add.v4i8(<4 x i8> %v)
  ret i8 %r
}
define i8 @tgt8(<4 x i8> %v) {
  %e0 = extractelement <4 x i8> %v, i32 0
  %e1 = extractelement <4 x i8> %v, i32 1
  %e2 = extractelement <4 x i8> %v, i32 2
  %e3 = extractelement <4 x i8> %v, i32 3
  %a = add i8 %e3, %e1
  %b = add i8 %e0, %e2
  %r = add i8 %a, %b
  ret i8 %r
}

; bitcast <4 x i8> to i32, trunc to i8 -> lane 0 (little-endian).
define i8 @src9(<4 x i8> %v) {
  %w = bitcast <4 x i8> %v to i32
  %r = trunc i32 %w to i8
  ret i8 %r
}
define i8 @tgt9(<4 x i8> %v) {
  %r = extractelement <4 x i8> %v, i32 0
  ret i8 %r
}

; Lane-wise select with a constant mask -> a shuffle.
define <4 x i32> @src10(<4 x i32> %a, <4 x i32> %b) {
  %r = select <4 x i1> <i1 true, i1 false, i1 false, i1 true>, <4 x i32> %a, <4 x i32> %b
  ret <4 x i32> %r
}
define <4 x i32> @tgt10(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 5, i32 6, i32 3>
  ret <4 x i32> %r
}

; Lane-wise: add of a vector and its negation -> zeroinitializer.
define <2 x i64> @src11(<2 x i64> %a) {
  %n = sub <2 x i64> zeroinitializer, %a
  %r = add <2 x i64> %a, %n
  ret <2 x i64> %r
}
define <2 x i64> @tgt11(<2 x i64> %a) {
  ret <2 x i64> zeroinitializer
}
