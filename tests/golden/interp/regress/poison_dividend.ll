; A poison dividend does not hide the divisor's UB (LangRef "Poison Values":
; "immediate undefined behavior occurs if a poison value is used as an
; instruction operand that has any values that trigger undefined behavior").
; Division by zero is UB whatever the dividend, and a signed division by -1
; is UB for the dividend INT_MIN, which a poison may be (Alive2's div_ub).
; Found by campaign c30: `sdiv (ctlz x, true), x` and `urem (sub nuw ...), 0`
; at x = 0 gave poison, so the x86 idiv trap of llc's code and opt's folded
; division by zero were reported as "source is more defined than target".
; Wide divisors (> 64 bits) with unknown bits that cannot be 0 or -1 are not
; UB (c30: opt-22 -O2 turned `srem i128 %p, (freeze %p | 1) & INT_MAX` into an
; equivalent form, reported as target UB).
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 3 %llfuzz run %s --entry sdiv_ctlz --args 'i8 0' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1-DAG: UB: division by zero
; STDERR1-DAG: sdiv i8 of a poison value by zero
; RUN: %llfuzz run %s --entry sdiv_ctlz --args 'i8 1' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i8 7
; RUN: %exit 3 %llfuzz run %s --entry urem_nuw --args 'i32 0' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: UB: division by zero
; RUN: %llfuzz run %s --entry urem_nuw --args 'i32 1' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 poison
; RUN: %exit 3 %llfuzz run %s --entry sdiv_minus1 --args 'i8 127' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: UB: signed division overflow (INT_MIN / -1)
; RUN: %llfuzz run %s --entry udiv_minus1 --args 'i8 255' | FileCheck %s --check-prefix=CHECK6
; CHECK6: i8 poison
; RUN: %exit 3 %llfuzz run %s --entry vec --args '<2 x i16> <i16 3, i16 0>' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7: UB: division by zero
; RUN: %exit 3 %llfuzz run %s --entry wide_poison --args 'i128 0' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR8
; STDERR8-DAG: UB: division by zero
; STDERR8-DAG: i128 of a poison value by zero
; RUN: %llfuzz run %s --entry wide_frozen --args 'i128 170141183460469231731687303715884105727' | FileCheck %s --check-prefix=CHECK9
; CHECK9: i128 unknown
; RUN: %llfuzz run %s --entry wide_frozen --args 'i128 5' | FileCheck %s --check-prefix=CHECK10
; CHECK10: i128 10
; RUN: %exit 3 %llfuzz run %s --entry wide_may_be_intmin --args 'i128 0' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR11
; STDERR11: UB: signed division overflow (INT_MIN / -1)
; RUN: %exit 3 %llfuzz run %s --entry sdiv_fix_zero --args 'i32 0' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR12
; STDERR12: UB: division by zero
; RUN: %llfuzz run %s --entry sdiv_fix_poison --args 'i32 0' | FileCheck %s --check-prefix=CHECK13
; CHECK13: i32 poison
; RUN: %exit 3 %llfuzz run %s --entry sdiv_fix_poison --args 'i32 -60' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR14
; STDERR14: UB: fixed-point result out of range
; RUN: %exit 3 %llfuzz run %s --entry smul_fix_poison --args 'i32 65536' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR15
; STDERR15: UB: fixed-point result out of range
; RUN: %llfuzz run %s --entry smul_fix_poison --args 'i32 0' | FileCheck %s --check-prefix=CHECK16
; CHECK16: i32 poison

define i8 @sdiv_ctlz(i8 %x) {
  %c = call i8 @llvm.ctlz.i8(i8 %x, i1 true)
  %d = sdiv i8 %c, %x
  ret i8 %d
}

define i32 @urem_nuw(i32 %x) {
  %p = sub nuw i32 0, 32769
  %r = urem i32 %p, %x
  ret i32 %r
}

define i8 @sdiv_minus1(i8 %x) {
  %p = add nsw i8 %x, 1
  %d = sdiv i8 %p, -1
  ret i8 %d
}

define i8 @udiv_minus1(i8 %x) {
  %p = add nuw i8 %x, 1
  %d = udiv i8 %p, -1
  ret i8 %d
}

define <2 x i16> @vec(<2 x i16> %x) {
  %p = sub nuw <2 x i16> %x, <i16 1, i16 1>
  %d = udiv <2 x i16> %p, %x
  ret <2 x i16> %d
}

define i128 @wide_poison(i128 %x) {
  %p = sub nuw i128 0, 1
  %d = udiv i128 %p, %x
  ret i128 %d
}

define i128 @wide_frozen(i128 %x) {
  %p = add nsw i128 %x, %x
  %f = freeze i128 %p
  %o = or i128 %f, 1
  %d = and i128 %o, 170141183460469231731687303715884105727
  %r = srem i128 %f, %d
  ret i128 %r
}

define i128 @wide_may_be_intmin(i128 %x) {
  %f = freeze i128 poison
  %d = sdiv i128 %f, -1
  ret i128 %d
}

define i32 @sdiv_fix_zero(i32 %x) {
  %p = sub nuw i32 %x, 1
  %d = call i32 @llvm.sdiv.fix.i32(i32 %p, i32 %x, i32 4)
  ret i32 %d
}

; poison / 64 in scale 4 always fits; poison / 4 does not
define i32 @sdiv_fix_poison(i32 %x) {
  %p = sub nuw i32 %x, %x
  %q = sub nuw i32 %p, 1
  %y = add i32 %x, 64
  %d = call i32 @llvm.sdiv.fix.i32(i32 %q, i32 %y, i32 4)
  ret i32 %d
}

define i32 @smul_fix_poison(i32 %x) {
  %p = sub nuw i32 0, 1
  %d = call i32 @llvm.smul.fix.i32(i32 %p, i32 %x, i32 4)
  ret i32 %d
}
