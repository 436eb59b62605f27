; Floating point format ppc_fp128 (a pair of doubles hi + lo, "double-double";
; llfuzz models it as such).  Written by hand with results that are exact
; in double-double arithmetic, so they do not depend on how a target rounds
; the low part: 1 + 2^-100 keeps both parts, 2^63 - 1 is 2^63 + (-1).
; Bit patterns: bitcast to i128 puts the high double in the low 64 bits
; and the low double in the high 64 bits.
;
; @sum(a, b) = { hi of a + b, (a + b) - a, bits of a + b, a + b }
; RUN: %llfuzz run %s --entry sum --args 'double 1.0, double 0x39B0000000000000' | FileCheck %s --check-prefix=CHECK1
; CHECK1: { double, double, i128, ppc_fp128 } { double 1.0, double 7.888609052210118e-31, i128 76679840006842334422745552208722395136, ppc_fp128 1.00000000000000000000000000000078886 }
; RUN: %llfuzz run %s --entry sum --args 'double 1.0, double 3.0' | FileCheck %s --check-prefix=CHECK2
; CHECK2: { double, double, i128, ppc_fp128 } { double 4.0, double 3.0, i128 4616189618054758400, ppc_fp128 4.0 }
;
; @conv(x) = { bits of sitofp x, fptosi back, fptoui back, fptrunc to double }
; 2^63 - 1: hi 0x43E0000000000000, lo 0xBFF0000000000000 (-1.0); to double
; it rounds to 2^63
; RUN: %llfuzz run %s --entry conv --args 'i64 9223372036854775807' | FileCheck %s --check-prefix=CHECK3
; CHECK3: { i128, i64, i64, double } { i128 -85153668479971173103009230603885215744, i64 9223372036854775807, i64 9223372036854775807, double 9223372036854776000.0 }
; -3: hi 0xC008000000000000, lo 0; fptoui of a negative is poison
; RUN: %llfuzz run %s --entry conv --args 'i64 -3' | FileCheck %s --check-prefix=CHECK4
; CHECK4: { i128, i64, i64, double } { i128 13837309855095848960, i64 -3, i64 poison, double -3.0 }
;
; special values and exact operations: <1/0, inf - inf, 2 * (1 + 2^-100),
; 1 / 2, -0 + -0, 1 rem inf>
; RUN: %llfuzz run %s --entry special | FileCheck %s --check-prefix=CHECK5
; CHECK5: <6 x ppc_fp128> <ppc_fp128 inf, ppc_fp128 nan(unknown), ppc_fp128 2.0000000000000000000000000000015777{{[0-9]*}}, ppc_fp128 0.5, ppc_fp128 -0.0, ppc_fp128 1.0>

define { double, double, i128, ppc_fp128 } @sum(double %a, double %b) {
  %x = fpext double %a to ppc_fp128
  %y = fpext double %b to ppc_fp128
  %s = fadd ppc_fp128 %x, %y
  %hi = fptrunc ppc_fp128 %s to double
  %d = fsub ppc_fp128 %s, %x
  %lo = fptrunc ppc_fp128 %d to double
  %i = bitcast ppc_fp128 %s to i128
  %r0 = insertvalue { double, double, i128, ppc_fp128 } poison, double %hi, 0
  %r1 = insertvalue { double, double, i128, ppc_fp128 } %r0, double %lo, 1
  %r2 = insertvalue { double, double, i128, ppc_fp128 } %r1, i128 %i, 2
  %r3 = insertvalue { double, double, i128, ppc_fp128 } %r2, ppc_fp128 %s, 3
  ret { double, double, i128, ppc_fp128 } %r3
}

define { i128, i64, i64, double } @conv(i64 %x) {
  %f = sitofp i64 %x to ppc_fp128
  %i = bitcast ppc_fp128 %f to i128
  %b = fptosi ppc_fp128 %f to i64
  %u = fptoui ppc_fp128 %f to i64
  %d = fptrunc ppc_fp128 %f to double
  %r0 = insertvalue { i128, i64, i64, double } poison, i128 %i, 0
  %r1 = insertvalue { i128, i64, i64, double } %r0, i64 %b, 1
  %r2 = insertvalue { i128, i64, i64, double } %r1, i64 %u, 2
  %r3 = insertvalue { i128, i64, i64, double } %r2, double %d, 3
  ret { i128, i64, i64, double } %r3
}

define <6 x ppc_fp128> @special() {
  %inf = fdiv ppc_fp128 0xM3FF00000000000000000000000000000, 0xM00000000000000000000000000000000
  %n = fsub ppc_fp128 %inf, %inf
  %x = fadd ppc_fp128 0xM3FF00000000000000000000000000000, 0xM39B00000000000000000000000000000
  %m = fmul ppc_fp128 0xM40000000000000000000000000000000, %x
  %q = fdiv ppc_fp128 0xM3FF00000000000000000000000000000, 0xM40000000000000000000000000000000
  %z = fadd ppc_fp128 0xM80000000000000000000000000000000, 0xM80000000000000000000000000000000
  %r = frem ppc_fp128 0xM3FF00000000000000000000000000000, %inf
  %v0 = insertelement <6 x ppc_fp128> poison, ppc_fp128 %inf, i32 0
  %v1 = insertelement <6 x ppc_fp128> %v0, ppc_fp128 %n, i32 1
  %v2 = insertelement <6 x ppc_fp128> %v1, ppc_fp128 %m, i32 2
  %v3 = insertelement <6 x ppc_fp128> %v2, ppc_fp128 %q, i32 3
  %v4 = insertelement <6 x ppc_fp128> %v3, ppc_fp128 %z, i32 4
  %v5 = insertelement <6 x ppc_fp128> %v4, ppc_fp128 %r, i32 5
  ret <6 x ppc_fp128> %v5
}
