; LangRef "'atomicrmw' Instruction": every operation, on integers and on
; floating point; the result is the old value, memory gets the new one.
; Each function returns { old, new (loaded after) }.  Expected values come
; from the operation's definition (a small Python model of i8 arithmetic):
;   uinc_wrap: old u>= v ? 0 : old + 1      udec_wrap: old == 0 || old u> v ? v : old - 1
;   usub_cond: old u>= v ? old - v : old    usub_sat: old u>= v ? old - v : 0
;   fmax/fmin: maxnum/minnum (a NaN operand loses)
;   fmaximum/fminimum: a NaN wins, -0.0 < +0.0
;
; RUN: %llfuzz run %s --entry rmw_xchg --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK1
; CHECK1: { i8, i8 } { i8 100, i8 -56 }
; RUN: %llfuzz run %s --entry rmw_xchg --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK2
; CHECK2: { i8, i8 } { i8 -3, i8 5 }
; RUN: %llfuzz run %s --entry rmw_xchg --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK3
; CHECK3: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_xchg --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK4
; CHECK4: { i8, i8 } { i8 7, i8 7 }
; RUN: %llfuzz run %s --entry rmw_xchg --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK5
; CHECK5: { i8, i8 } { i8 10, i8 3 }
; RUN: %llfuzz run %s --entry rmw_add --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK6
; CHECK6: { i8, i8 } { i8 100, i8 44 }
; RUN: %llfuzz run %s --entry rmw_add --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK7
; CHECK7: { i8, i8 } { i8 -3, i8 2 }
; RUN: %llfuzz run %s --entry rmw_add --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK8
; CHECK8: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_add --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK9
; CHECK9: { i8, i8 } { i8 7, i8 14 }
; RUN: %llfuzz run %s --entry rmw_add --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK10
; CHECK10: { i8, i8 } { i8 10, i8 13 }
; RUN: %llfuzz run %s --entry rmw_sub --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK11
; CHECK11: { i8, i8 } { i8 100, i8 -100 }
; RUN: %llfuzz run %s --entry rmw_sub --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK12
; CHECK12: { i8, i8 } { i8 -3, i8 -8 }
; RUN: %llfuzz run %s --entry rmw_sub --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK13
; CHECK13: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_sub --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK14
; CHECK14: { i8, i8 } { i8 7, i8 0 }
; RUN: %llfuzz run %s --entry rmw_sub --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK15
; CHECK15: { i8, i8 } { i8 10, i8 7 }
; RUN: %llfuzz run %s --entry rmw_and --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK16
; CHECK16: { i8, i8 } { i8 100, i8 64 }
; RUN: %llfuzz run %s --entry rmw_and --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK17
; CHECK17: { i8, i8 } { i8 -3, i8 5 }
; RUN: %llfuzz run %s --entry rmw_and --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK18
; CHECK18: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_and --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK19
; CHECK19: { i8, i8 } { i8 7, i8 7 }
; RUN: %llfuzz run %s --entry rmw_and --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK20
; CHECK20: { i8, i8 } { i8 10, i8 2 }
; RUN: %llfuzz run %s --entry rmw_nand --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK21
; CHECK21: { i8, i8 } { i8 100, i8 -65 }
; RUN: %llfuzz run %s --entry rmw_nand --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK22
; CHECK22: { i8, i8 } { i8 -3, i8 -6 }
; RUN: %llfuzz run %s --entry rmw_nand --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK23
; CHECK23: { i8, i8 } { i8 0, i8 -1 }
; RUN: %llfuzz run %s --entry rmw_nand --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK24
; CHECK24: { i8, i8 } { i8 7, i8 -8 }
; RUN: %llfuzz run %s --entry rmw_nand --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK25
; CHECK25: { i8, i8 } { i8 10, i8 -3 }
; RUN: %llfuzz run %s --entry rmw_or --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK26
; CHECK26: { i8, i8 } { i8 100, i8 -20 }
; RUN: %llfuzz run %s --entry rmw_or --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK27
; CHECK27: { i8, i8 } { i8 -3, i8 -3 }
; RUN: %llfuzz run %s --entry rmw_or --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK28
; CHECK28: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_or --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK29
; CHECK29: { i8, i8 } { i8 7, i8 7 }
; RUN: %llfuzz run %s --entry rmw_or --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK30
; CHECK30: { i8, i8 } { i8 10, i8 11 }
; RUN: %llfuzz run %s --entry rmw_xor --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK31
; CHECK31: { i8, i8 } { i8 100, i8 -84 }
; RUN: %llfuzz run %s --entry rmw_xor --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK32
; CHECK32: { i8, i8 } { i8 -3, i8 -8 }
; RUN: %llfuzz run %s --entry rmw_xor --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK33
; CHECK33: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_xor --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK34
; CHECK34: { i8, i8 } { i8 7, i8 0 }
; RUN: %llfuzz run %s --entry rmw_xor --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK35
; CHECK35: { i8, i8 } { i8 10, i8 9 }
; RUN: %llfuzz run %s --entry rmw_max --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK36
; CHECK36: { i8, i8 } { i8 100, i8 100 }
; RUN: %llfuzz run %s --entry rmw_max --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK37
; CHECK37: { i8, i8 } { i8 -3, i8 5 }
; RUN: %llfuzz run %s --entry rmw_max --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK38
; CHECK38: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_max --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK39
; CHECK39: { i8, i8 } { i8 7, i8 7 }
; RUN: %llfuzz run %s --entry rmw_max --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK40
; CHECK40: { i8, i8 } { i8 10, i8 10 }
; RUN: %llfuzz run %s --entry rmw_min --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK41
; CHECK41: { i8, i8 } { i8 100, i8 -56 }
; RUN: %llfuzz run %s --entry rmw_min --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK42
; CHECK42: { i8, i8 } { i8 -3, i8 -3 }
; RUN: %llfuzz run %s --entry rmw_min --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK43
; CHECK43: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_min --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK44
; CHECK44: { i8, i8 } { i8 7, i8 7 }
; RUN: %llfuzz run %s --entry rmw_min --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK45
; CHECK45: { i8, i8 } { i8 10, i8 3 }
; RUN: %llfuzz run %s --entry rmw_umax --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK46
; CHECK46: { i8, i8 } { i8 100, i8 -56 }
; RUN: %llfuzz run %s --entry rmw_umax --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK47
; CHECK47: { i8, i8 } { i8 -3, i8 -3 }
; RUN: %llfuzz run %s --entry rmw_umax --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK48
; CHECK48: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_umax --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK49
; CHECK49: { i8, i8 } { i8 7, i8 7 }
; RUN: %llfuzz run %s --entry rmw_umax --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK50
; CHECK50: { i8, i8 } { i8 10, i8 10 }
; RUN: %llfuzz run %s --entry rmw_umin --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK51
; CHECK51: { i8, i8 } { i8 100, i8 100 }
; RUN: %llfuzz run %s --entry rmw_umin --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK52
; CHECK52: { i8, i8 } { i8 -3, i8 5 }
; RUN: %llfuzz run %s --entry rmw_umin --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK53
; CHECK53: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_umin --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK54
; CHECK54: { i8, i8 } { i8 7, i8 7 }
; RUN: %llfuzz run %s --entry rmw_umin --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK55
; CHECK55: { i8, i8 } { i8 10, i8 3 }
; RUN: %llfuzz run %s --entry rmw_uinc_wrap --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK56
; CHECK56: { i8, i8 } { i8 100, i8 101 }
; RUN: %llfuzz run %s --entry rmw_uinc_wrap --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK57
; CHECK57: { i8, i8 } { i8 -3, i8 0 }
; RUN: %llfuzz run %s --entry rmw_uinc_wrap --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK58
; CHECK58: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_uinc_wrap --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK59
; CHECK59: { i8, i8 } { i8 7, i8 0 }
; RUN: %llfuzz run %s --entry rmw_uinc_wrap --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK60
; CHECK60: { i8, i8 } { i8 10, i8 0 }
; RUN: %llfuzz run %s --entry rmw_udec_wrap --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK61
; CHECK61: { i8, i8 } { i8 100, i8 99 }
; RUN: %llfuzz run %s --entry rmw_udec_wrap --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK62
; CHECK62: { i8, i8 } { i8 -3, i8 5 }
; RUN: %llfuzz run %s --entry rmw_udec_wrap --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK63
; CHECK63: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_udec_wrap --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK64
; CHECK64: { i8, i8 } { i8 7, i8 6 }
; RUN: %llfuzz run %s --entry rmw_udec_wrap --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK65
; CHECK65: { i8, i8 } { i8 10, i8 3 }
; RUN: %llfuzz run %s --entry rmw_usub_cond --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK66
; CHECK66: { i8, i8 } { i8 100, i8 100 }
; RUN: %llfuzz run %s --entry rmw_usub_cond --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK67
; CHECK67: { i8, i8 } { i8 -3, i8 -8 }
; RUN: %llfuzz run %s --entry rmw_usub_cond --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK68
; CHECK68: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_usub_cond --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK69
; CHECK69: { i8, i8 } { i8 7, i8 0 }
; RUN: %llfuzz run %s --entry rmw_usub_cond --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK70
; CHECK70: { i8, i8 } { i8 10, i8 7 }
; RUN: %llfuzz run %s --entry rmw_usub_sat --args 'i8 100, i8 -56' | FileCheck %s --check-prefix=CHECK71
; CHECK71: { i8, i8 } { i8 100, i8 0 }
; RUN: %llfuzz run %s --entry rmw_usub_sat --args 'i8 -3, i8 5' | FileCheck %s --check-prefix=CHECK72
; CHECK72: { i8, i8 } { i8 -3, i8 -8 }
; RUN: %llfuzz run %s --entry rmw_usub_sat --args 'i8 0, i8 0' | FileCheck %s --check-prefix=CHECK73
; CHECK73: { i8, i8 } { i8 0, i8 0 }
; RUN: %llfuzz run %s --entry rmw_usub_sat --args 'i8 7, i8 7' | FileCheck %s --check-prefix=CHECK74
; CHECK74: { i8, i8 } { i8 7, i8 0 }
; RUN: %llfuzz run %s --entry rmw_usub_sat --args 'i8 10, i8 3' | FileCheck %s --check-prefix=CHECK75
; CHECK75: { i8, i8 } { i8 10, i8 7 }
; wider types and a poison operand
; RUN: %llfuzz run %s --entry rmw_add64 --args 'i64 9223372036854775807, i64 1' | FileCheck %s --check-prefix=CHECK76
; CHECK76: { i64, i64 } { i64 9223372036854775807, i64 -9223372036854775808 }
; RUN: %llfuzz run %s --entry rmw_add64 --args 'i64 1, i64 poison' | FileCheck %s --check-prefix=CHECK77
; CHECK77: { i64, i64 } { i64 1, i64 poison }
; xchg of a pointer
; RUN: %llfuzz run %s --entry rmw_xchgp | FileCheck %s --check-prefix=CHECK78
; CHECK78: { ptr, ptr } { ptr null, ptr @g+4 }
; floating point: the value in memory after fadd, fsub, fmax, fmin, fmaximum, fminimum
; (fmax/fmin of +0.0 and -0.0 may return either zero)
; RUN: %llfuzz run %s --entry rmw_fp --args 'float 1.5, float 2.25' | FileCheck %s --check-prefix=CHECK79
; CHECK79: <6 x float> <float 3.75, float -0.75, float 2.25, float 1.5, float 2.25, float 1.5>
; RUN: %llfuzz run %s --entry rmw_fp --args 'float -0.0, float 0.0' | FileCheck %s --check-prefix=CHECK80
; CHECK80: <6 x float> <float 0.0, float -0.0, float {{-?0.0}}, float {{-?0.0}}, float 0.0, float -0.0>
; RUN: %llfuzz run %s --entry rmw_fp --args 'float 0x7FF8000000000000, float 1.0' | FileCheck %s --check-prefix=CHECK81
; CHECK81: <6 x float> <float nan(unknown), float nan(unknown), float 1.0, float 1.0, float nan(unknown), float nan(unknown)>
; RUN: %llfuzz run %s --entry rmw_fp --args 'float 1.0, float 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK82
; CHECK82: <6 x float> <float nan(unknown), float nan(unknown), float 1.0, float 1.0, float nan(unknown), float nan(unknown)>
; RUN: %llfuzz run %s --entry rmw_fp --args 'float 0x7FF0000000000000, float -4.0' | FileCheck %s --check-prefix=CHECK83
; CHECK83: <6 x float> <float inf, float inf, float inf, float -4.0, float inf, float -4.0>
; the old value of an fp atomicrmw, and a double one
; RUN: %llfuzz run %s --entry rmw_fd --args 'double 0.5, double 0.25' | FileCheck %s --check-prefix=CHECK84
; CHECK84: { double, double } { double 0.5, double 0.75 }

define { i8, i8 } @rmw_xchg(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw xchg ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_add(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw add ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_sub(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw sub ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_and(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw and ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_nand(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw nand ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_or(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw or ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_xor(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw xor ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_max(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw max ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_min(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw min ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_umax(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw umax ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_umin(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw umin ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_uinc_wrap(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw uinc_wrap ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_udec_wrap(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw udec_wrap ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_usub_cond(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw usub_cond ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i8, i8 } @rmw_usub_sat(i8 %m, i8 %v) {
  %a = alloca i8
  store i8 %m, ptr %a
  %old = atomicrmw usub_sat ptr %a, i8 %v seq_cst
  %new = load i8, ptr %a
  %r0 = insertvalue { i8, i8 } poison, i8 %old, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %new, 1
  ret { i8, i8 } %r1
}

define { i64, i64 } @rmw_add64(i64 %m, i64 %v) {
  %a = alloca i64
  store i64 %m, ptr %a
  %old = atomicrmw volatile add ptr %a, i64 %v syncscope("singlethread") monotonic, align 8
  %new = load i64, ptr %a
  %r0 = insertvalue { i64, i64 } poison, i64 %old, 0
  %r1 = insertvalue { i64, i64 } %r0, i64 %new, 1
  ret { i64, i64 } %r1
}

@g = global [2 x i32] zeroinitializer
define { ptr, ptr } @rmw_xchgp() {
  %a = alloca ptr
  store ptr null, ptr %a
  %q = getelementptr i32, ptr @g, i64 1
  %old = atomicrmw xchg ptr %a, ptr %q acquire
  %new = load ptr, ptr %a
  %r0 = insertvalue { ptr, ptr } poison, ptr %old, 0
  %r1 = insertvalue { ptr, ptr } %r0, ptr %new, 1
  ret { ptr, ptr } %r1
}

define <6 x float> @rmw_fp(float %m, float %v) {
  %a = alloca [6 x float], align 32
  %r0 = bitcast <6 x float> poison to <6 x float>
  %p0 = getelementptr float, ptr %a, i64 0
  store float %m, ptr %p0
  %o0 = atomicrmw fadd ptr %p0, float %v seq_cst
  %p1 = getelementptr float, ptr %a, i64 1
  store float %m, ptr %p1
  %o1 = atomicrmw fsub ptr %p1, float %v seq_cst
  %p2 = getelementptr float, ptr %a, i64 2
  store float %m, ptr %p2
  %o2 = atomicrmw fmax ptr %p2, float %v seq_cst
  %p3 = getelementptr float, ptr %a, i64 3
  store float %m, ptr %p3
  %o3 = atomicrmw fmin ptr %p3, float %v seq_cst
  %p4 = getelementptr float, ptr %a, i64 4
  store float %m, ptr %p4
  %o4 = atomicrmw fmaximum ptr %p4, float %v seq_cst
  %p5 = getelementptr float, ptr %a, i64 5
  store float %m, ptr %p5
  %o5 = atomicrmw fminimum ptr %p5, float %v seq_cst
  %l = load <6 x float>, ptr %a
  ret <6 x float> %l
}

define { double, double } @rmw_fd(double %m, double %v) {
  %a = alloca double
  store double %m, ptr %a
  %old = atomicrmw fadd ptr %a, double %v monotonic
  %new = load double, ptr %a
  %r0 = insertvalue { double, double } poison, double %old, 0
  %r1 = insertvalue { double, double } %r0, double %new, 1
  ret { double, double } %r1
}
