; AArch64 target intrinsics (target.c): each result as the real instruction computes it.  The
; expectations are the output of a C program using the same instruction
; through clang-22's intrinsics, run under qemu-aarch64: Inputs/gen.py writes this file
; (python3 Inputs/gen.py aarch64 > aarch64_native.ll).  fp operands and results are
; bit patterns (bitcasts of integer vectors).
; RUN: %llfuzz run %s --entry tbl1_v8i8 | FileCheck %s --check-prefix=CHECK1
; CHECK1: <8 x i8> <i8 100, i8 115, i8 0, i8 0, i8 0, i8 0, i8 105, i8 0>
; RUN: %llfuzz run %s --entry tbl2_v16i8 | FileCheck %s --check-prefix=CHECK2
; CHECK2: <16 x i8> <i8 100, i8 115, i8 -16, i8 -1, i8 0, i8 0, i8 105, i8 -12, i8 -15, i8 -14, i8 0, i8 101, i8 102, i8 103, i8 -2, i8 -3>
; RUN: %llfuzz run %s --entry tbx1_v8i8 | FileCheck %s --check-prefix=CHECK3
; CHECK3: <8 x i8> <i8 100, i8 115, i8 3, i8 4, i8 5, i8 6, i8 105, i8 8>
; RUN: %llfuzz run %s --entry sshl_v4i32 | FileCheck %s --check-prefix=CHECK4
; CHECK4: <4 x i32> <i32 -13, i32 -2147483648, i32 0, i32 0>
; RUN: %llfuzz run %s --entry ushl_v4i32 | FileCheck %s --check-prefix=CHECK5
; CHECK5: <4 x i32> <i32 536870899, i32 0, i32 0, i32 0>
; RUN: %llfuzz run %s --entry smull_v4i32 | FileCheck %s --check-prefix=CHECK6
; CHECK6: <4 x i32> <i32 1073741824, i32 1073676289, i32 -15, i32 -600>
; RUN: %llfuzz run %s --entry umull_v4i32 | FileCheck %s --check-prefix=CHECK7
; CHECK7: <4 x i32> <i32 1073741824, i32 1073676289, i32 327665, i32 19660200>
; RUN: %llfuzz run %s --entry sqxtn | FileCheck %s --check-prefix=CHECK8
; CHECK8: <4 x i16> <i16 32767, i16 -32768, i16 32767, i16 -32768>
; RUN: %llfuzz run %s --entry uqxtn | FileCheck %s --check-prefix=CHECK9
; CHECK9: <4 x i16> <i16 -1, i16 -1, i16 -32768, i16 -1>
; RUN: %llfuzz run %s --entry sqxtun | FileCheck %s --check-prefix=CHECK10
; CHECK10: <4 x i16> <i16 -1, i16 0, i16 -32768, i16 0>
; RUN: %llfuzz run %s --entry sqshrn_3 | FileCheck %s --check-prefix=CHECK11
; CHECK11: <4 x i16> <i16 8750, i16 -8750, i16 4096, i16 -4097>
; RUN: %llfuzz run %s --entry sqrshrn_3 | FileCheck %s --check-prefix=CHECK12
; CHECK12: <4 x i16> <i16 2, i16 -1, i16 32767, i16 -32768>
; RUN: %llfuzz run %s --entry uqrshrn_2 | FileCheck %s --check-prefix=CHECK13
; CHECK13: <4 x i16> <i16 2, i16 -1, i16 -1, i16 2>
; RUN: %llfuzz run %s --entry sqrshrun_4 | FileCheck %s --check-prefix=CHECK14
; CHECK14: <4 x i16> <i16 0, i16 1, i16 -1, i16 2>
; RUN: %llfuzz run %s --entry rshrn_4 | FileCheck %s --check-prefix=CHECK15
; CHECK15: <4 x i16> <i16 0, i16 1, i16 0, i16 2>
; RUN: %llfuzz run %s --entry aese | FileCheck %s --check-prefix=CHECK16
; CHECK16: <16 x i8> <i8 48, i8 -85, i8 -50, i8 -97, i8 -116, i8 -97, i8 -50, i8 -97, i8 -101, i8 47, i8 -50, i8 25, i8 -51, i8 -97, i8 75, i8 47>
; RUN: %llfuzz run %s --entry aesd | FileCheck %s --check-prefix=CHECK17
; CHECK17: <16 x i8> <i8 -65, i8 -74, i8 -125, i8 -26, i8 23, i8 69, i8 -125, i8 -74, i8 -56, i8 -41, i8 -125, i8 69, i8 58, i8 69, i8 39, i8 69>
; RUN: %llfuzz run %s --entry aesmc | FileCheck %s --check-prefix=CHECK18
; CHECK18: <16 x i8> <i8 -55, i8 -5, i8 -120, i8 74, i8 -66, i8 -113, i8 -12, i8 -59, i8 10, i8 115, i8 123, i8 -110, i8 86, i8 -36, i8 108, i8 -90>
; RUN: %llfuzz run %s --entry aesimc | FileCheck %s --check-prefix=CHECK19
; CHECK19: <16 x i8> <i8 -42, i8 9, i8 -105, i8 -72, i8 -115, i8 -68, i8 -57, i8 -10, i8 -43, i8 -38, i8 -92, i8 59, i8 -66, i8 47, i8 -124, i8 85>
; RUN: %llfuzz run %s --entry crc32b | FileCheck %s --check-prefix=CHECK20
; CHECK20: i32 390611388
; RUN: %llfuzz run %s --entry crc32cw | FileCheck %s --check-prefix=CHECK21
; CHECK21: i32 -202552544
; RUN: %llfuzz run %s --entry crc32x | FileCheck %s --check-prefix=CHECK22
; CHECK22: i32 987349609
; RUN: %llfuzz run %s --entry fcvtxn | FileCheck %s --check-prefix=CHECK23
; CHECK23: <2 x i32> <i32 1065353217, i32 2139095039>
; RUN: %llfuzz run %s --entry fcvtxn_tiny | FileCheck %s --check-prefix=CHECK24
; CHECK24: <2 x i32> <i32 1, i32 -1082130431>
; RUN: %llfuzz run %s --entry fminnm | FileCheck %s --check-prefix=CHECK25
; CHECK25: <4 x i32> <i32 1077936128, i32 1065353216, i32 -2147483648, i32 -1073741824>

define <8 x i8> @tbl1_v8i8() {
  %a0 = bitcast <16 x i8> <i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111, i8 112, i8 113, i8 114, i8 115> to <16 x i8>
  %a1 = bitcast <8 x i8> <i8 0, i8 15, i8 16, i8 31, i8 32, i8 -1, i8 5, i8 20> to <8 x i8>
  %r = call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %a0, <8 x i8> %a1)
  ret <8 x i8> %r
}

define <16 x i8> @tbl2_v16i8() {
  %a0 = bitcast <16 x i8> <i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111, i8 112, i8 113, i8 114, i8 115> to <16 x i8>
  %a1 = bitcast <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1> to <16 x i8>
  %a2 = bitcast <16 x i8> <i8 0, i8 15, i8 16, i8 31, i8 32, i8 -1, i8 5, i8 20, i8 17, i8 18, i8 40, i8 1, i8 2, i8 3, i8 30, i8 29> to <16 x i8>
  %r = call <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8> %a0, <16 x i8> %a1, <16 x i8> %a2)
  ret <16 x i8> %r
}

define <8 x i8> @tbx1_v8i8() {
  %a0 = bitcast <8 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8> to <8 x i8>
  %a1 = bitcast <16 x i8> <i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111, i8 112, i8 113, i8 114, i8 115> to <16 x i8>
  %a2 = bitcast <8 x i8> <i8 0, i8 15, i8 16, i8 31, i8 32, i8 -1, i8 5, i8 20> to <8 x i8>
  %r = call <8 x i8> @llvm.aarch64.neon.tbx1.v8i8(<8 x i8> %a0, <16 x i8> %a1, <8 x i8> %a2)
  ret <8 x i8> %r
}

define <4 x i32> @sshl_v4i32() {
  %a0 = bitcast <4 x i32> <i32 -100, i32 1073741824, i32 -1, i32 12345> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 -3, i32 1, i32 288, i32 -40> to <4 x i32>
  %r = call <4 x i32> @llvm.aarch64.neon.sshl.v4i32(<4 x i32> %a0, <4 x i32> %a1)
  ret <4 x i32> %r
}

define <4 x i32> @ushl_v4i32() {
  %a0 = bitcast <4 x i32> <i32 -100, i32 1073741824, i32 -1, i32 12345> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 -3, i32 31, i32 32, i32 -32> to <4 x i32>
  %r = call <4 x i32> @llvm.aarch64.neon.ushl.v4i32(<4 x i32> %a0, <4 x i32> %a1)
  ret <4 x i32> %r
}

define <4 x i32> @smull_v4i32() {
  %a0 = bitcast <4 x i16> <i16 -32768, i16 32767, i16 -3, i16 300> to <4 x i16>
  %a1 = bitcast <4 x i16> <i16 -32768, i16 32767, i16 5, i16 -2> to <4 x i16>
  %r = call <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16> %a0, <4 x i16> %a1)
  ret <4 x i32> %r
}

define <4 x i32> @umull_v4i32() {
  %a0 = bitcast <4 x i16> <i16 -32768, i16 32767, i16 -3, i16 300> to <4 x i16>
  %a1 = bitcast <4 x i16> <i16 -32768, i16 32767, i16 5, i16 -2> to <4 x i16>
  %r = call <4 x i32> @llvm.aarch64.neon.umull.v4i32(<4 x i16> %a0, <4 x i16> %a1)
  ret <4 x i32> %r
}

define <4 x i16> @sqxtn() {
  %a0 = bitcast <4 x i32> <i32 70000, i32 -70000, i32 32768, i32 -32769> to <4 x i32>
  %r = call <4 x i16> @llvm.aarch64.neon.sqxtn.v4i16(<4 x i32> %a0)
  ret <4 x i16> %r
}

define <4 x i16> @uqxtn() {
  %a0 = bitcast <4 x i32> <i32 70000, i32 -70000, i32 32768, i32 -32769> to <4 x i32>
  %r = call <4 x i16> @llvm.aarch64.neon.uqxtn.v4i16(<4 x i32> %a0)
  ret <4 x i16> %r
}

define <4 x i16> @sqxtun() {
  %a0 = bitcast <4 x i32> <i32 70000, i32 -70000, i32 32768, i32 -32769> to <4 x i32>
  %r = call <4 x i16> @llvm.aarch64.neon.sqxtun.v4i16(<4 x i32> %a0)
  ret <4 x i16> %r
}

define <4 x i16> @sqshrn_3() {
  %a0 = bitcast <4 x i32> <i32 70000, i32 -70000, i32 32768, i32 -32769> to <4 x i32>
  %r = call <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32> %a0, i32 3)
  ret <4 x i16> %r
}

define <4 x i16> @sqrshrn_3() {
  %a0 = bitcast <4 x i32> <i32 12, i32 -12, i32 262140, i32 -262148> to <4 x i32>
  %r = call <4 x i16> @llvm.aarch64.neon.sqrshrn.v4i16(<4 x i32> %a0, i32 3)
  ret <4 x i16> %r
}

define <4 x i16> @uqrshrn_2() {
  %a0 = bitcast <4 x i32> <i32 6, i32 -1, i32 262142, i32 7> to <4 x i32>
  %r = call <4 x i16> @llvm.aarch64.neon.uqrshrn.v4i16(<4 x i32> %a0, i32 2)
  ret <4 x i16> %r
}

define <4 x i16> @sqrshrun_4() {
  %a0 = bitcast <4 x i32> <i32 -8, i32 8, i32 2147483647, i32 24> to <4 x i32>
  %r = call <4 x i16> @llvm.aarch64.neon.sqrshrun.v4i16(<4 x i32> %a0, i32 4)
  ret <4 x i16> %r
}

define <4 x i16> @rshrn_4() {
  %a0 = bitcast <4 x i32> <i32 -8, i32 8, i32 2147483647, i32 24> to <4 x i32>
  %r = call <4 x i16> @llvm.aarch64.neon.rshrn.v4i16(<4 x i32> %a0, i32 4)
  ret <4 x i16> %r
}

define <16 x i8> @aese() {
  %a0 = bitcast <16 x i8> <i8 -125, i8 -34, i8 57, i8 -108, i8 -17, i8 74, i8 -91, i8 0, i8 91, i8 -74, i8 17, i8 108, i8 -57, i8 34, i8 125, i8 -40> to <16 x i8>
  %a1 = bitcast <16 x i8> <i8 -117, i8 -80, i8 -43, i8 -6, i8 31, i8 68, i8 105, i8 -114, i8 -77, i8 -40, i8 -3, i8 34, i8 71, i8 108, i8 -111, i8 -74> to <16 x i8>
  %r = call <16 x i8> @llvm.aarch64.crypto.aese(<16 x i8> %a0, <16 x i8> %a1)
  ret <16 x i8> %r
}

define <16 x i8> @aesd() {
  %a0 = bitcast <16 x i8> <i8 -125, i8 -34, i8 57, i8 -108, i8 -17, i8 74, i8 -91, i8 0, i8 91, i8 -74, i8 17, i8 108, i8 -57, i8 34, i8 125, i8 -40> to <16 x i8>
  %a1 = bitcast <16 x i8> <i8 -117, i8 -80, i8 -43, i8 -6, i8 31, i8 68, i8 105, i8 -114, i8 -77, i8 -40, i8 -3, i8 34, i8 71, i8 108, i8 -111, i8 -74> to <16 x i8>
  %r = call <16 x i8> @llvm.aarch64.crypto.aesd(<16 x i8> %a0, <16 x i8> %a1)
  ret <16 x i8> %r
}

define <16 x i8> @aesmc() {
  %a0 = bitcast <16 x i8> <i8 -125, i8 -34, i8 57, i8 -108, i8 -17, i8 74, i8 -91, i8 0, i8 91, i8 -74, i8 17, i8 108, i8 -57, i8 34, i8 125, i8 -40> to <16 x i8>
  %r = call <16 x i8> @llvm.aarch64.crypto.aesmc(<16 x i8> %a0)
  ret <16 x i8> %r
}

define <16 x i8> @aesimc() {
  %a0 = bitcast <16 x i8> <i8 -125, i8 -34, i8 57, i8 -108, i8 -17, i8 74, i8 -91, i8 0, i8 91, i8 -74, i8 17, i8 108, i8 -57, i8 34, i8 125, i8 -40> to <16 x i8>
  %r = call <16 x i8> @llvm.aarch64.crypto.aesimc(<16 x i8> %a0)
  ret <16 x i8> %r
}

define i32 @crc32b() {

  %r = call i32 @llvm.aarch64.crc32b(i32 -1, i32 353)
  ret i32 %r
}

define i32 @crc32cw() {

  %r = call i32 @llvm.aarch64.crc32cw(i32 305419896, i32 -559038737)
  ret i32 %r
}

define i32 @crc32x() {

  %r = call i32 @llvm.aarch64.crc32x(i32 -2023406815, i64 81985529216486895)
  ret i32 %r
}

define <2 x i32> @fcvtxn() {
  %a0 = bitcast <2 x i64> <i64 4607182419068452864, i64 5183643171103440896> to <2 x double>
  %r = call <2 x float> @llvm.aarch64.neon.fcvtxn.v2f32.v2f64(<2 x double> %a0)
  %o = bitcast <2 x float> %r to <2 x i32>
  ret <2 x i32> %o
}

define <2 x i32> @fcvtxn_tiny() {
  %a0 = bitcast <2 x i64> <i64 3936146074321813505, i64 -4616189618054758399> to <2 x double>
  %r = call <2 x float> @llvm.aarch64.neon.fcvtxn.v2f32.v2f64(<2 x double> %a0)
  %o = bitcast <2 x float> %r to <2 x i32>
  ret <2 x i32> %o
}

define <4 x i32> @fminnm() {
  %a0 = bitcast <4 x i32> <i32 2143289344, i32 1065353216, i32 -2147483648, i32 1073741824> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 2143289344, i32 0, i32 -1073741824> to <4 x float>
  %r = call <4 x float> @llvm.aarch64.neon.fminnm.v4f32(<4 x float> %a0, <4 x float> %a1)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

declare <16 x i8> @llvm.aarch64.crypto.aesd(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.aarch64.crypto.aese(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.aarch64.crypto.aesimc(<16 x i8>)
declare <16 x i8> @llvm.aarch64.crypto.aesmc(<16 x i8>)
declare <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8>, <16 x i8>, <16 x i8>)
declare <2 x float> @llvm.aarch64.neon.fcvtxn.v2f32.v2f64(<2 x double>)
declare <4 x float> @llvm.aarch64.neon.fminnm.v4f32(<4 x float>, <4 x float>)
declare <4 x i16> @llvm.aarch64.neon.rshrn.v4i16(<4 x i32>, i32)
declare <4 x i16> @llvm.aarch64.neon.sqrshrn.v4i16(<4 x i32>, i32)
declare <4 x i16> @llvm.aarch64.neon.sqrshrun.v4i16(<4 x i32>, i32)
declare <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32>, i32)
declare <4 x i16> @llvm.aarch64.neon.sqxtn.v4i16(<4 x i32>)
declare <4 x i16> @llvm.aarch64.neon.sqxtun.v4i16(<4 x i32>)
declare <4 x i16> @llvm.aarch64.neon.uqrshrn.v4i16(<4 x i32>, i32)
declare <4 x i16> @llvm.aarch64.neon.uqxtn.v4i16(<4 x i32>)
declare <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16>, <4 x i16>)
declare <4 x i32> @llvm.aarch64.neon.sshl.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.aarch64.neon.umull.v4i32(<4 x i16>, <4 x i16>)
declare <4 x i32> @llvm.aarch64.neon.ushl.v4i32(<4 x i32>, <4 x i32>)
declare <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8>, <8 x i8>)
declare <8 x i8> @llvm.aarch64.neon.tbx1.v8i8(<8 x i8>, <16 x i8>, <8 x i8>)
declare i32 @llvm.aarch64.crc32b(i32, i32)
declare i32 @llvm.aarch64.crc32cw(i32, i32)
declare i32 @llvm.aarch64.crc32x(i32, i64)
