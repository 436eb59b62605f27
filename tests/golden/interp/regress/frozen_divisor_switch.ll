; Unknown bits that cannot make a divisor 0 (a known 1 bit) are not UB
; (LangRef "'udiv' Instruction": division by zero is UB; `(freeze x) | 1`
; never is 0), and a switch on a frozen value is a choice, like a branch's,
; not UB ("'freeze' Instruction": the result is an arbitrary fixed value).
; Undef divisors that may be 0, and switches on undef, stay UB.
;
; RUN: %llfuzz run %s --entry div_frozen_or1 | FileCheck %s --check-prefix=CHECK1
; CHECK1: i32 0
; RUN: %llfuzz run %s --entry div_undef_or1 | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 0
; RUN: %llfuzz run %s --entry div_frozen_unknown | FileCheck %s --check-prefix=CHECK3
; CHECK3: i32 unknown
; RUN: %exit 3 %llfuzz run %s --entry div_undef 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: UB: undef or poison divisor
; RUN: %exit 3 %llfuzz run %s --entry sdiv_may_be_minus1 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: (may be -1) of a value that may be INT_MIN
; RUN: %llfuzz run %s --entry switch_frozen | FileCheck %s --check-prefix=CHECK6
; CHECK6: i8 1
; RUN: %llfuzz run %s --entry switch_frozen_wide | FileCheck %s --check-prefix=CHECK7
; CHECK7: i8 1
; RUN: %exit 3 %llfuzz run %s --entry switch_undef 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR8
; STDERR8: UB: switch on undef or poison

define i32 @div_frozen_or1() {
  %f = freeze i32 undef
  %d = or i32 %f, 1
  %q = udiv i32 0, %d
  ret i32 %q
}

define i32 @div_undef_or1() {
  %d = or i32 undef, 1
  %q = urem i32 0, %d
  ret i32 %q
}

define i32 @div_frozen_unknown() {
  %f = freeze i32 undef
  %d = or i32 %f, 1
  %q = udiv i32 100, %d
  ret i32 %q
}

define i32 @div_undef() {
  %d = and i32 undef, 6
  %q = udiv i32 7, %d
  ret i32 %q
}

define i32 @sdiv_may_be_minus1() {
  %d = or i32 undef, -2
  %q = sdiv i32 -2147483648, %d
  ret i32 %q
}

define i8 @switch_frozen() {
  %f = freeze i8 poison
  switch i8 %f, label %other [ i8 0, label %zero ]
zero:
  ret i8 1
other:
  ret i8 1
}

define i8 @switch_frozen_wide() {
  %f = freeze i128 undef
  %k = or i128 %f, 340282366920938463463374607431768211440
  switch i128 %k, label %other [ i128 -1, label %ones ]
ones:
  ret i8 1
other:
  ret i8 1
}

define i8 @switch_undef() {
  switch i8 undef, label %other [ i8 0, label %zero ]
zero:
  ret i8 1
other:
  ret i8 1
}
