; shl nuw/nsw of a value with undef bits (LangRef "'shl' Instruction": nuw, a
; 1 bit shifted out is poison; nsw, the bits shifted out and the new sign bit
; must all equal it). The known bits decide it when no undef bit is among them:
; 0x008000F? << 13 shifts a known 1 out of an i32 with nsw, poison whatever the
; undef bit is. Found by a campaign against opt-14 -O2: the source's `shl nsw` of
; a value with one undef bit was not poison, the target's (of the same value
; without the undef bit) was: a false "target is more poisonous".
; An undef bit only at the new sign position makes nsw poison (some choice
; differs from the bits shifted out), but not nuw; a shift by 0 never overflows.
; RUN: %llfuzz run %s --entry nsw_known_out | FileCheck %s --check-prefix=CHECK1
; CHECK1: i32 poison
; RUN: %llfuzz run %s --entry nsw_vec | FileCheck %s --check-prefix=CHECK2
; CHECK2: i8 poison
; RUN: %llfuzz run %s --entry nuw_known_out | FileCheck %s --check-prefix=CHECK3
; CHECK3: i32 poison
; RUN: %llfuzz run %s --entry nuw_sign_undef | FileCheck %s --check-prefix=CHECK4
; CHECK4: i8 0b?0000000
; RUN: %llfuzz run %s --entry nsw_sign_undef | FileCheck %s --check-prefix=CHECK5
; CHECK5: i8 poison
; RUN: %llfuzz run %s --entry nsw_by_zero | FileCheck %s --check-prefix=CHECK6
; CHECK6: i8 0b?0000001
; RUN: %llfuzz run %s --entry nsw_fits | FileCheck %s --check-prefix=CHECK7
; CHECK7: i32 0b111111111111111111111111111?0000

define i32 @nsw_known_out() {
  %u = zext i1 undef to i32
  %v = xor i32 8388848, %u
  %s = shl nsw i32 %v, 13
  ret i32 %s
}

; the same in lane 0 of a vector, read back through a bitcast
define i8 @nsw_vec() {
  %u = zext i1 undef to i32
  %v = xor i32 8388848, %u
  %w = insertelement <8 x i32> zeroinitializer, i32 %v, i64 0
  %s = shl nsw <8 x i32> %w, <i32 13, i32 13, i32 13, i32 13, i32 13, i32 13, i32 13, i32 13>
  %b = bitcast <8 x i32> %s to i256
  %t = trunc i256 %b to i8
  ret i8 %t
}

define i32 @nuw_known_out() {
  %u = zext i1 undef to i32
  %v = or i32 -2147483648, %u
  %s = shl nuw i32 %v, 1
  ret i32 %s
}

; bit 6 undef, shifted to the sign: no bit shifted out is 1
define i8 @nuw_sign_undef() {
  %u = zext i1 undef to i8
  %b = shl i8 %u, 6
  %s = shl nuw i8 %b, 1
  ret i8 %s
}

define i8 @nsw_sign_undef() {
  %u = zext i1 undef to i8
  %b = shl i8 %u, 6
  %s = shl nsw i8 %b, 1
  ret i8 %s
}

define i8 @nsw_by_zero() {
  %u = zext i1 undef to i8
  %b = shl i8 %u, 7
  %v = or i8 %b, 1
  %s = shl nsw i8 %v, 0
  ret i8 %s
}

; -1 with an undef low bit, times 16: fits (the top 5 bits are all 1)
define i32 @nsw_fits() {
  %u = zext i1 undef to i32
  %v = xor i32 -2, %u
  %s = shl nsw i32 %v, 4
  ret i32 %s
}
