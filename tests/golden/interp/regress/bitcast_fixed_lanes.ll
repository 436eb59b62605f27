; A bitcast between vectors keeps a result lane's fixed-unknown bits (a frozen
; value, a NaN payload) fixed when the source lanes it takes bits from are fixed
; or known, whatever the other lanes hold: lanes 2..7 undef here must not make
; lane 0 of the <4 x i64> undef (LangRef "'bitcast .. to' Instruction", "'freeze'
; Instruction"). Found by a campaign against opt-14 -O2: InstCombine left the
; lanes nobody reads undef, and llfuzz called the target's value more undefined
; than the source's frozen one.
; RUN: %llfuzz run %s --entry lanes --args 'i32 undef' | FileCheck %s --check-prefix=CHECK1
; CHECK1: i64 0b00000000000000000000000000000001********************************
; an undef lane in the same result lane still makes it undef
; RUN: %llfuzz run %s --entry mixed --args 'i32 undef' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i64 undef
; RUN: %llfuzz check %s | FileCheck %s --check-prefix=CHECK3
; CHECK3: @src/@tgt: no counterexample

define i64 @lanes(i32 %x) {
  %f = freeze i32 %x
  %v0 = insertelement <8 x i32> undef, i32 1, i64 1
  %v = insertelement <8 x i32> %v0, i32 %f, i64 0
  %bc = bitcast <8 x i32> %v to <4 x i64>
  %r = extractelement <4 x i64> %bc, i64 0
  ret i64 %r
}

define i64 @mixed(i32 %x) {
  %f = freeze i32 %x
  %v = insertelement <8 x i32> undef, i32 %f, i64 0
  %bc = bitcast <8 x i32> %v to <4 x i64>
  %r = extractelement <4 x i64> %bc, i64 0
  ret i64 %r
}

define i64 @src(i32 %x, i32 %y) {
  %f = freeze i32 %x
  %s0 = insertelement <1 x i32> poison, i32 %y, i64 0
  %s = shufflevector <1 x i32> %s0, <1 x i32> poison, <8 x i32> zeroinitializer
  %v = insertelement <8 x i32> %s, i32 %f, i64 0
  %b = bitcast <8 x i32> %v to i256
  %r = trunc i256 %b to i64
  ret i64 %r
}

define i64 @tgt(i32 %x, i32 %y) {
  %f = freeze i32 %x
  %v0 = insertelement <8 x i32> undef, i32 %y, i64 1
  %v = insertelement <8 x i32> %v0, i32 %f, i64 0
  %bc = bitcast <8 x i32> %v to <4 x i64>
  %r = extractelement <4 x i64> %bc, i64 0
  ret i64 %r
}
