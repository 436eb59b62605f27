; LangRef "Vector Manipulation Intrinsics" (vector.insert/extract/reverse/
; splice/splice.left/splice.right/interleave/deinterleave, stepvector) and
; the experimental vector intrinsics (get.active.lane.mask, cttz.elts,
; vector.compress, extract.last.active, vector.match): lanes move with
; their poison and undef.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry insert --args '<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <2 x i32> <i32 9, i32 poison>' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <4 x i32> <i32 1, i32 2, i32 9, i32 poison>
; RUN: %llfuzz run %s --entry extract --args '<4 x float> <float 1.0, float 2.0, float 3.0, float undef>' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <2 x float> <float 3.0, float undef>
; RUN: %llfuzz run %s --entry reverse --args '<3 x i200> <i200 1, i200 -2, i200 poison>' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <3 x i200> <i200 poison, i200 -2, i200 1>
; RUN: %llfuzz run %s --entry splices --args '<4 x i8> <i8 1, i8 2, i8 3, i8 4>, <4 x i8> <i8 5, i8 6, i8 7, i8 8>' | FileCheck %s --check-prefix=CHECK4
; CHECK4: { <4 x i8>, <4 x i8>, <4 x i8>, <4 x i8> } { <4 x i8> <i8 2, i8 3, i8 4, i8 5>, <4 x i8> <i8 4, i8 5, i8 6, i8 7>, <4 x i8> <i8 2, i8 3, i8 4, i8 5>, <4 x i8> <i8 4, i8 5, i8 6, i8 7> }
; RUN: %llfuzz run %s --entry inter2 --args '<2 x i64> <i64 0, i64 2>, <2 x i64> <i64 1, i64 3>' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <4 x i64> <i64 0, i64 1, i64 2, i64 3>
; RUN: %llfuzz run %s --entry inter3 --args '<2 x i32> <i32 0, i32 3>, <2 x i32> <i32 1, i32 4>, <2 x i32> <i32 2, i32 poison>' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <6 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 poison>
; RUN: %llfuzz run %s --entry deinter2 --args '<4 x double> <double 0.0, double 1.0, double 2.0, double 3.0>' | FileCheck %s --check-prefix=CHECK7
; CHECK7: { <2 x double>, <2 x double> } { <2 x double> <double 0.0, double 2.0>, <2 x double> <double 1.0, double 3.0> }
; RUN: %llfuzz run %s --entry deinter3 --args '<6 x i16> <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5>' | FileCheck %s --check-prefix=CHECK8
; CHECK8: { <2 x i16>, <2 x i16>, <2 x i16> } { <2 x i16> <i16 0, i16 3>, <2 x i16> <i16 1, i16 4>, <2 x i16> <i16 2, i16 5> }
; RUN: %llfuzz run %s --entry step --args '' | FileCheck %s --check-prefix=CHECK9
; CHECK9: { <4 x i8>, <3 x i128> } { <4 x i8> <i8 0, i8 1, i8 2, i8 3>, <3 x i128> <i128 0, i128 1, i128 2> }
; lanes past 255 wrap in i8
; RUN: %llfuzz run %s --entry step300 --args '' | FileCheck %s --check-prefix=CHECK10
; CHECK10: i8 43
;
; get.active.lane.mask: base + i < n, without overflow
; RUN: %llfuzz run %s --entry lanemask --args 'i8 3, i8 5' | FileCheck %s --check-prefix=CHECK11
; CHECK11: <4 x i1> <i1 true, i1 true, i1 false, i1 false>
; RUN: %llfuzz run %s --entry lanemask --args 'i8 254, i8 255' | FileCheck %s --check-prefix=CHECK12
; CHECK12: <4 x i1> <i1 true, i1 false, i1 false, i1 false>
; RUN: %llfuzz run %s --entry lanemask --args 'i8 poison, i8 255' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <4 x i1> <i1 poison, i1 poison, i1 poison, i1 poison>
; RUN: %llfuzz run %s --entry cttzelts --args '<4 x i32> <i32 0, i32 0, i32 7, i32 0>' | FileCheck %s --check-prefix=CHECK14
; CHECK14: <2 x i8> <i8 2, i8 2>
; RUN: %llfuzz run %s --entry cttzelts --args '<4 x i32> <i32 0, i32 0, i32 0, i32 0>' | FileCheck %s --check-prefix=CHECK15
; CHECK15: <2 x i8> <i8 4, i8 poison>
; RUN: %llfuzz run %s --entry compress --args '<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i1> <i1 false, i1 true, i1 false, i1 true>' | FileCheck %s --check-prefix=CHECK16
; CHECK16: <4 x i32> <i32 2, i32 4, i32 30, i32 40>
; RUN: %llfuzz run %s --entry compress --args '<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i1> <i1 false, i1 poison, i1 false, i1 true>' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <4 x i32> <i32 poison, i32 poison, i32 poison, i32 poison>
; RUN: %llfuzz run %s --entry lastactive --args '<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i1> <i1 true, i1 false, i1 true, i1 false>' | FileCheck %s --check-prefix=CHECK18
; CHECK18: i32 3
; RUN: %llfuzz run %s --entry lastactive --args '<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i1> <i1 false, i1 false, i1 false, i1 false>' | FileCheck %s --check-prefix=CHECK19
; CHECK19: i32 -1
; RUN: %llfuzz run %s --entry match --args '<4 x i8> <i8 1, i8 2, i8 3, i8 poison>, <4 x i1> <i1 true, i1 true, i1 false, i1 false>' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <4 x i1> <i1 false, i1 true, i1 false, i1 false>

define <4 x i32> @insert(<4 x i32> %v, <2 x i32> %s) {
  %r = call <4 x i32> @llvm.vector.insert.v4i32.v2i32(<4 x i32> %v, <2 x i32> %s, i64 2)
  ret <4 x i32> %r
}
define <2 x float> @extract(<4 x float> %v) {
  %r = call <2 x float> @llvm.vector.extract.v2f32.v4f32(<4 x float> %v, i64 2)
  ret <2 x float> %r
}
define <3 x i200> @reverse(<3 x i200> %v) {
  %r = call <3 x i200> @llvm.vector.reverse.v3i200(<3 x i200> %v)
  ret <3 x i200> %r
}
define { <4 x i8>, <4 x i8>, <4 x i8>, <4 x i8> } @splices(<4 x i8> %a, <4 x i8> %b) {
  %x = call <4 x i8> @llvm.vector.splice.left.v4i8(<4 x i8> %a, <4 x i8> %b, i32 1)
  %y = call <4 x i8> @llvm.vector.splice.right.v4i8(<4 x i8> %a, <4 x i8> %b, i32 1)
  %z = call <4 x i8> @llvm.vector.splice.v4i8(<4 x i8> %a, <4 x i8> %b, i32 1)
  %w = call <4 x i8> @llvm.vector.splice.v4i8(<4 x i8> %a, <4 x i8> %b, i32 -1)
  %s0 = insertvalue { <4 x i8>, <4 x i8>, <4 x i8>, <4 x i8> } poison, <4 x i8> %x, 0
  %s1 = insertvalue { <4 x i8>, <4 x i8>, <4 x i8>, <4 x i8> } %s0, <4 x i8> %y, 1
  %s2 = insertvalue { <4 x i8>, <4 x i8>, <4 x i8>, <4 x i8> } %s1, <4 x i8> %z, 2
  %s3 = insertvalue { <4 x i8>, <4 x i8>, <4 x i8>, <4 x i8> } %s2, <4 x i8> %w, 3
  ret { <4 x i8>, <4 x i8>, <4 x i8>, <4 x i8> } %s3
}
define <4 x i64> @inter2(<2 x i64> %a, <2 x i64> %b) {
  %r = call <4 x i64> @llvm.vector.interleave2.v4i64(<2 x i64> %a, <2 x i64> %b)
  ret <4 x i64> %r
}
define <6 x i32> @inter3(<2 x i32> %a, <2 x i32> %b, <2 x i32> %c) {
  %r = call <6 x i32> @llvm.vector.interleave3.v6i32(<2 x i32> %a, <2 x i32> %b, <2 x i32> %c)
  ret <6 x i32> %r
}
define { <2 x double>, <2 x double> } @deinter2(<4 x double> %v) {
  %r = call { <2 x double>, <2 x double> } @llvm.vector.deinterleave2.v4f64(<4 x double> %v)
  ret { <2 x double>, <2 x double> } %r
}
define { <2 x i16>, <2 x i16>, <2 x i16> } @deinter3(<6 x i16> %v) {
  %r = call { <2 x i16>, <2 x i16>, <2 x i16> } @llvm.vector.deinterleave3.v6i16(<6 x i16> %v)
  ret { <2 x i16>, <2 x i16>, <2 x i16> } %r
}
define { <4 x i8>, <3 x i128> } @step() {
  %a = call <4 x i8> @llvm.stepvector.v4i8()
  %b = call <3 x i128> @llvm.stepvector.v3i128()
  %s0 = insertvalue { <4 x i8>, <3 x i128> } poison, <4 x i8> %a, 0
  %s1 = insertvalue { <4 x i8>, <3 x i128> } %s0, <3 x i128> %b, 1
  ret { <4 x i8>, <3 x i128> } %s1
}
define i8 @step300() {
  %a = call <300 x i8> @llvm.stepvector.v300i8()
  %e = extractelement <300 x i8> %a, i32 299
  ret i8 %e
}
define <4 x i1> @lanemask(i8 %b, i8 %n) {
  %r = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i8(i8 %b, i8 %n)
  ret <4 x i1> %r
}
define <2 x i8> @cttzelts(<4 x i32> %v) {
  %a = call i8 @llvm.experimental.cttz.elts.i8.v4i32(<4 x i32> %v, i1 false)
  %b = call i8 @llvm.experimental.cttz.elts.i8.v4i32(<4 x i32> %v, i1 true)
  %v0 = insertelement <2 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <2 x i8> %v0, i8 %b, i32 1
  ret <2 x i8> %v1
}
define <4 x i32> @compress(<4 x i32> %v, <4 x i1> %m) {
  %r = call <4 x i32> @llvm.experimental.vector.compress.v4i32(<4 x i32> %v, <4 x i1> %m, <4 x i32> <i32 10, i32 20, i32 30, i32 40>)
  ret <4 x i32> %r
}
define i32 @lastactive(<4 x i32> %v, <4 x i1> %m) {
  %r = call i32 @llvm.experimental.vector.extract.last.active.v4i32(<4 x i32> %v, <4 x i1> %m, i32 -1)
  ret i32 %r
}
define <4 x i1> @match(<4 x i8> %v, <4 x i1> %m) {
  %r = call <4 x i1> @llvm.experimental.vector.match.v4i8.v2i8(<4 x i8> %v, <2 x i8> <i8 2, i8 3>, <4 x i1> %m)
  ret <4 x i1> %r
}

declare <4 x i32> @llvm.vector.insert.v4i32.v2i32(<4 x i32>, <2 x i32>, i64)
declare <2 x float> @llvm.vector.extract.v2f32.v4f32(<4 x float>, i64)
declare <3 x i200> @llvm.vector.reverse.v3i200(<3 x i200>)
declare <4 x i8> @llvm.vector.splice.left.v4i8(<4 x i8>, <4 x i8>, i32)
declare <4 x i8> @llvm.vector.splice.right.v4i8(<4 x i8>, <4 x i8>, i32)
declare <4 x i8> @llvm.vector.splice.v4i8(<4 x i8>, <4 x i8>, i32)
declare <4 x i64> @llvm.vector.interleave2.v4i64(<2 x i64>, <2 x i64>)
declare <6 x i32> @llvm.vector.interleave3.v6i32(<2 x i32>, <2 x i32>, <2 x i32>)
declare { <2 x double>, <2 x double> } @llvm.vector.deinterleave2.v4f64(<4 x double>)
declare { <2 x i16>, <2 x i16>, <2 x i16> } @llvm.vector.deinterleave3.v6i16(<6 x i16>)
declare <4 x i8> @llvm.stepvector.v4i8()
declare <3 x i128> @llvm.stepvector.v3i128()
declare <300 x i8> @llvm.stepvector.v300i8()
declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i8(i8, i8)
declare i8 @llvm.experimental.cttz.elts.i8.v4i32(<4 x i32>, i1)
declare <4 x i32> @llvm.experimental.vector.compress.v4i32(<4 x i32>, <4 x i1>, <4 x i32>)
declare i32 @llvm.experimental.vector.extract.last.active.v4i32(<4 x i32>, <4 x i1>, i32)
declare <4 x i1> @llvm.experimental.vector.match.v4i8.v2i8(<4 x i8>, <2 x i8>, <4 x i1>)
