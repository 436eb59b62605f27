; Poison and undef in the operands of target intrinsics (target.c): the
; lanes computed from a poison lane are poison, the others are not; an undef
; shuffle index or shift count gives poison, as LLVM's folds assume (they
; turn it into a poison shufflevector index or an IR shift by undef); the
; bitwise pternlog is exact bit by bit.
;
; pshufb: lane 0 selects poison, lane 1 has an undef index, lane 2 a poison
; index; lane 3 selects a defined byte; lane 4 is zeroed by bit 7 though
; the byte it would select is poison.
; RUN: %llfuzz run %s --entry pshufb | FileCheck %s --check-prefix=CHECK1
; CHECK1: <16 x i8> <i8 poison, i8 poison, i8 poison, i8 2, i8 0, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
; psrlv: an undef count lane gives poison, a count of 32 or more gives 0.
; RUN: %llfuzz run %s --entry psrlv | FileCheck %s --check-prefix=CHECK2
; CHECK2: <4 x i32> <i32 poison, i32 0, i32 0, i32 2>
; psll.w: a poison count poisons every lane.
; RUN: %llfuzz run %s --entry psll_poison | FileCheck %s --check-prefix=CHECK3
; CHECK3: <8 x i16> <i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison>
; pternlog with imm 0xcc (b) does not look at the undef a; 0xf0 (a) does.
; RUN: %llfuzz run %s --entry ternlog_b | FileCheck %s --check-prefix=CHECK4
; CHECK4: <4 x i32> <i32 5, i32 6, i32 7, i32 8>
; RUN: %llfuzz run %s --entry ternlog_a | FileCheck %s --check-prefix=CHECK5
; CHECK5: <4 x i32> <i32 undef, i32 1, i32 poison, i32 3>
; blendv: the lane not selected may be poison (mask sign bits: 0, 1, 1 (-0.0), 0).
; RUN: %llfuzz run %s --entry blendv | FileCheck %s --check-prefix=CHECK6
; CHECK6: <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>
; movmsk: a poison lane poisons the mask (LLVM folds it into a bitcast).
; RUN: %llfuzz run %s --entry movmsk | FileCheck %s --check-prefix=CHECK7
; CHECK7: i32 poison
; addcarry: a poison operand poisons both results.
; RUN: %llfuzz run %s --entry addcarry | FileCheck %s --check-prefix=CHECK8
; CHECK8: { i8, i32 } { i8 poison, i32 poison }
; SSE4a: extrqi takes 8 bits from bit 4 (0x1234 >> 4 & 0xff = 0x23), insertqi
; puts the low 8 bits of 0xab at bit 8 of 0x1111; the upper half of the
; result is undefined (poison), all of it when the field passes bit 63.
; RUN: %llfuzz run %s --entry extrqi | FileCheck %s --check-prefix=CHECK9
; CHECK9: <2 x i64> <i64 35, i64 poison>
; RUN: %llfuzz run %s --entry insertqi | FileCheck %s --check-prefix=CHECK10
; CHECK10: <2 x i64> <i64 43793, i64 poison>
; RUN: %llfuzz run %s --entry extrqi_bad | FileCheck %s --check-prefix=CHECK11
; CHECK11: <2 x i64> <i64 poison, i64 poison>
; extrq takes length and index from bytes 0 and 1 of its second operand:
; 4 bits from bit 8 of 0xabcd (0xb); insertq from bits 69:64 and 77:72.
; RUN: %llfuzz run %s --entry extrq | FileCheck %s --check-prefix=CHECK12
; CHECK12: <2 x i64> <i64 11, i64 poison>
; RUN: %llfuzz run %s --entry insertq | FileCheck %s --check-prefix=CHECK13
; CHECK13: <2 x i64> <i64 -1085102592570429712, i64 poison>
; tbl: an index past the table gives 0, tbx keeps the destination lane.
; RUN: %llfuzz run %s --entry tbx_poison | FileCheck %s --check-prefix=CHECK14
; CHECK14: <8 x i8> <i8 poison, i8 poison, i8 7, i8 poison, i8 5, i8 5, i8 5, i8 5>

define <16 x i8> @pshufb() {
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> <i8 poison, i8 1, i8 2, i8 3, i8 poison, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, <16 x i8> <i8 0, i8 undef, i8 poison, i8 2, i8 -124, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  ret <16 x i8> %r
}

define <4 x i32> @psrlv() {
  %r = call <4 x i32> @llvm.x86.avx2.psrlv.d(<4 x i32> <i32 8, i32 8, i32 8, i32 8>, <4 x i32> <i32 undef, i32 32, i32 -1, i32 2>)
  ret <4 x i32> %r
}

define <8 x i16> @psll_poison() {
  %r = call <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16> <i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8>, <8 x i16> <i16 1, i16 0, i16 0, i16 poison, i16 0, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r
}

define <4 x i32> @ternlog_b() {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> <i32 undef, i32 undef, i32 1, i32 2>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 204)
  ret <4 x i32> %r
}

define <4 x i32> @ternlog_a() {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> <i32 undef, i32 1, i32 poison, i32 3>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 240)
  ret <4 x i32> %r
}

define <4 x float> @blendv() {
  %r = call <4 x float> @llvm.x86.sse41.blendvps(<4 x float> <float 1.0, float poison, float poison, float 4.0>, <4 x float> <float poison, float 2.0, float 3.0, float poison>, <4 x float> <float 1.0, float -1.0, float -0.0, float 0.0>)
  ret <4 x float> %r
}

define i32 @movmsk() {
  %r = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> <float 1.0, float poison, float -3.0, float 4.0>)
  ret i32 %r
}

define { i8, i32 } @addcarry() {
  %r = call { i8, i32 } @llvm.x86.addcarry.32(i8 0, i32 poison, i32 1)
  ret { i8, i32 } %r
}

define <2 x i64> @extrqi() {
  %r = call <2 x i64> @llvm.x86.sse4a.extrqi(<2 x i64> <i64 4660, i64 7>, i8 8, i8 4)
  ret <2 x i64> %r
}

define <2 x i64> @insertqi() {
  %r = call <2 x i64> @llvm.x86.sse4a.insertqi(<2 x i64> <i64 4369, i64 7>, <2 x i64> <i64 171, i64 7>, i8 8, i8 8)
  ret <2 x i64> %r
}

define <2 x i64> @extrqi_bad() {
  %r = call <2 x i64> @llvm.x86.sse4a.extrqi(<2 x i64> <i64 4660, i64 7>, i8 32, i8 33)
  ret <2 x i64> %r
}

define <2 x i64> @extrq() {
  %r = call <2 x i64> @llvm.x86.sse4a.extrq(<2 x i64> <i64 43981, i64 7>, <16 x i8> <i8 4, i8 8, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>)
  ret <2 x i64> %r
}

; insertq: length 16 (bits 69:64 = 0x10), index 4 (bits 77:72): 0xbeef into
; 0xf0f0f0f0f0f0f0f0 at bit 4
define <2 x i64> @insertq() {
  %r = call <2 x i64> @llvm.x86.sse4a.insertq(<2 x i64> <i64 -1085102592571150096, i64 7>, <2 x i64> <i64 48879, i64 1040>)
  ret <2 x i64> %r
}

define <8 x i8> @tbx_poison() {
  %r = call <8 x i8> @llvm.aarch64.neon.tbx1.v8i8(<8 x i8> <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5>, <16 x i8> <i8 poison, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, <8 x i8> <i8 0, i8 undef, i8 7, i8 poison, i8 16, i8 -1, i8 100, i8 32>)
  ret <8 x i8> %r
}

declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)
declare <4 x i32> @llvm.x86.avx2.psrlv.d(<4 x i32>, <4 x i32>)
declare <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16>, <8 x i16>)
declare <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32>, <4 x i32>, <4 x i32>, i32)
declare <4 x float> @llvm.x86.sse41.blendvps(<4 x float>, <4 x float>, <4 x float>)
declare i32 @llvm.x86.sse.movmsk.ps(<4 x float>)
declare { i8, i32 } @llvm.x86.addcarry.32(i8, i32, i32)
declare <2 x i64> @llvm.x86.sse4a.extrqi(<2 x i64>, i8, i8)
declare <2 x i64> @llvm.x86.sse4a.insertqi(<2 x i64>, <2 x i64>, i8, i8)
declare <2 x i64> @llvm.x86.sse4a.extrq(<2 x i64>, <16 x i8>)
declare <2 x i64> @llvm.x86.sse4a.insertq(<2 x i64>, <2 x i64>)
declare <8 x i8> @llvm.aarch64.neon.tbx1.v8i8(<8 x i8>, <16 x i8>, <8 x i8>)
