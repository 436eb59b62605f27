; x86 target intrinsics (target.c): each result as the real instruction computes it.  The
; expectations are the output of a C program using the same instruction
; through clang-22's intrinsics, run on an x86-64 CPU with AVX-512: Inputs/gen.py writes this file
; (python3 Inputs/gen.py x86 > x86_native.ll).  fp operands and results are
; bit patterns (bitcasts of integer vectors).
; RUN: %llfuzz run %s --entry pternlog_ca | FileCheck %s --check-prefix=CHECK1
; CHECK1: <4 x i32> <i32 -1431655766, i32 3, i32 2147418119, i32 1073741824>
; RUN: %llfuzz run %s --entry pternlog_96 | FileCheck %s --check-prefix=CHECK2
; CHECK2: <4 x i32> <i32 -1197540141, i32 -858993458, i32 -2147418120, i32 -821096689>
; RUN: %llfuzz run %s --entry pternlog_01 | FileCheck %s --check-prefix=CHECK3
; CHECK3: <4 x i32> <i32 1161888004, i32 0, i32 0, i32 821096688>
; RUN: %llfuzz run %s --entry pternlog_e8 | FileCheck %s --check-prefix=CHECK4
; CHECK4: <4 x i32> <i32 35652136, i32 858993459, i32 2147418119, i32 0>
; RUN: %llfuzz run %s --entry pshufb | FileCheck %s --check-prefix=CHECK5
; CHECK5: <16 x i8> <i8 16, i8 3, i8 0, i8 -128, i8 16, i8 16, i8 0, i8 -1, i8 50, i8 3, i8 0, i8 100, i8 -4, i8 3, i8 15, i8 3>
; RUN: %llfuzz run %s --entry permd | FileCheck %s --check-prefix=CHECK6
; CHECK6: <8 x i32> <i32 17, i32 10, i32 11, i32 17, i32 13, i32 12, i32 11, i32 14>
; RUN: %llfuzz run %s --entry vpermi2var_d | FileCheck %s --check-prefix=CHECK7
; CHECK7: <4 x i32> <i32 3, i32 1, i32 252645135, i32 2147418112>
; RUN: %llfuzz run %s --entry vpermilvar_ps | FileCheck %s --check-prefix=CHECK8
; CHECK8: <4 x i32> <i32 1082130432, i32 1077936128, i32 1073741824, i32 1065353216>
; RUN: %llfuzz run %s --entry vpermilvar_pd | FileCheck %s --check-prefix=CHECK9
; CHECK9: <2 x i64> <i64 4607182418800017408, i64 4611686018427387904>
; RUN: %llfuzz run %s --entry psll_w_3 | FileCheck %s --check-prefix=CHECK10
; CHECK10: <8 x i16> <i16 8, i16 -8, i16 0, i16 0, i16 -8, i16 2400, i16 -2400, i16 -28256>
; RUN: %llfuzz run %s --entry psll_w_15 | FileCheck %s --check-prefix=CHECK11
; CHECK11: <8 x i16> <i16 -32768, i16 -32768, i16 0, i16 0, i16 -32768, i16 0, i16 0, i16 0>
; RUN: %llfuzz run %s --entry psll_w_16 | FileCheck %s --check-prefix=CHECK12
; CHECK12: <8 x i16> <i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>
; RUN: %llfuzz run %s --entry psll_w_1099511627776 | FileCheck %s --check-prefix=CHECK13
; CHECK13: <8 x i16> <i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>
; RUN: %llfuzz run %s --entry psrl_w_3 | FileCheck %s --check-prefix=CHECK14
; CHECK14: <8 x i16> <i16 0, i16 8191, i16 2048, i16 4096, i16 4095, i16 37, i16 8154, i16 582>
; RUN: %llfuzz run %s --entry psrl_w_15 | FileCheck %s --check-prefix=CHECK15
; CHECK15: <8 x i16> <i16 0, i16 1, i16 0, i16 1, i16 0, i16 0, i16 1, i16 0>
; RUN: %llfuzz run %s --entry psrl_w_16 | FileCheck %s --check-prefix=CHECK16
; CHECK16: <8 x i16> <i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>
; RUN: %llfuzz run %s --entry psrl_w_1099511627776 | FileCheck %s --check-prefix=CHECK17
; CHECK17: <8 x i16> <i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>
; RUN: %llfuzz run %s --entry psra_w_3 | FileCheck %s --check-prefix=CHECK18
; CHECK18: <8 x i16> <i16 0, i16 -1, i16 2048, i16 -4096, i16 4095, i16 37, i16 -38, i16 582>
; RUN: %llfuzz run %s --entry psra_w_15 | FileCheck %s --check-prefix=CHECK19
; CHECK19: <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 0, i16 -1, i16 0>
; RUN: %llfuzz run %s --entry psra_w_16 | FileCheck %s --check-prefix=CHECK20
; CHECK20: <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 0, i16 -1, i16 0>
; RUN: %llfuzz run %s --entry psra_w_1099511627776 | FileCheck %s --check-prefix=CHECK21
; CHECK21: <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 0, i16 -1, i16 0>
; RUN: %llfuzz run %s --entry pslli_d_31 | FileCheck %s --check-prefix=CHECK22
; CHECK22: <4 x i32> <i32 -2147483648, i32 0, i32 0, i32 0>
; RUN: %llfuzz run %s --entry pslli_d_32 | FileCheck %s --check-prefix=CHECK23
; CHECK23: <4 x i32> <i32 0, i32 0, i32 0, i32 0>
; RUN: %llfuzz run %s --entry pslli_d_200 | FileCheck %s --check-prefix=CHECK24
; CHECK24: <4 x i32> <i32 0, i32 0, i32 0, i32 0>
; RUN: %llfuzz run %s --entry psrai_d_31 | FileCheck %s --check-prefix=CHECK25
; CHECK25: <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>
; RUN: %llfuzz run %s --entry psrai_d_32 | FileCheck %s --check-prefix=CHECK26
; CHECK26: <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>
; RUN: %llfuzz run %s --entry psrai_d_200 | FileCheck %s --check-prefix=CHECK27
; CHECK27: <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>
; RUN: %llfuzz run %s --entry psllv_d | FileCheck %s --check-prefix=CHECK28
; CHECK28: <4 x i32> <i32 1, i32 0, i32 0, i32 0>
; RUN: %llfuzz run %s --entry psrlv_d | FileCheck %s --check-prefix=CHECK29
; CHECK29: <4 x i32> <i32 1, i32 1, i32 0, i32 0>
; RUN: %llfuzz run %s --entry psrav_d | FileCheck %s --check-prefix=CHECK30
; CHECK30: <4 x i32> <i32 1, i32 -1, i32 0, i32 -1>
; RUN: %llfuzz run %s --entry psrav_q_128 | FileCheck %s --check-prefix=CHECK31
; CHECK31: <2 x i64> <i64 -3, i64 -1>
; RUN: %llfuzz run %s --entry packssdw | FileCheck %s --check-prefix=CHECK32
; CHECK32: <8 x i16> <i16 1, i16 -2, i16 32767, i16 -32768, i16 -32768, i16 32767, i16 7, i16 32767>
; RUN: %llfuzz run %s --entry packuswb | FileCheck %s --check-prefix=CHECK33
; CHECK33: <16 x i8> <i8 1, i8 0, i8 -1, i8 0, i8 -1, i8 -1, i8 0, i8 -1, i8 -1, i8 -1, i8 0, i8 0, i8 -128, i8 7, i8 0, i8 -1>
; RUN: %llfuzz run %s --entry packusdw | FileCheck %s --check-prefix=CHECK34
; CHECK34: <8 x i16> <i16 1, i16 0, i16 -1, i16 0, i16 0, i16 -1, i16 7, i16 -1>
; RUN: %llfuzz run %s --entry pmulh_w | FileCheck %s --check-prefix=CHECK35
; CHECK35: <8 x i16> <i16 -1, i16 0, i16 0, i16 3, i16 16383, i16 75, i16 -57, i16 -1>
; RUN: %llfuzz run %s --entry pmulhu_w | FileCheck %s --check-prefix=CHECK36
; CHECK36: <8 x i16> <i16 0, i16 32767, i16 0, i16 32764, i16 16383, i16 75, i16 12288, i16 4659>
; RUN: %llfuzz run %s --entry pmulhrsw | FileCheck %s --check-prefix=CHECK37
; CHECK37: <8 x i16> <i16 -1, i16 1, i16 2, i16 7, i16 32766, i16 150, i16 -113, i16 0>
; RUN: %llfuzz run %s --entry pmaddwd | FileCheck %s --check-prefix=CHECK38
; CHECK38: <4 x i32> <i32 -2147483648, i32 -19, i32 262139, i32 86399>
; RUN: %llfuzz run %s --entry pmaddubsw | FileCheck %s --check-prefix=CHECK39
; CHECK39: <8 x i16> <i16 32385, i16 -29184, i16 6, i16 1030, i16 205, i16 -20, i16 11958, i16 3937>
; RUN: %llfuzz run %s --entry pmuldq | FileCheck %s --check-prefix=CHECK40
; CHECK40: <2 x i64> <i64 -1431655766, i64 15031926784>
; RUN: %llfuzz run %s --entry pmuludq | FileCheck %s --check-prefix=CHECK41
; CHECK41: <2 x i64> <i64 2863311530, i64 15031926784>
; RUN: %llfuzz run %s --entry pavgb | FileCheck %s --check-prefix=CHECK42
; CHECK42: <16 x i8> <i8 -127, i8 -2, i8 -78, i8 -64, i8 -128, i8 -128, i8 -127, i8 -65, i8 -1, i8 -103, i8 -98, i8 -93, i8 -40, i8 -83, i8 -121, i8 -120>
; RUN: %llfuzz run %s --entry pclmul_00 | FileCheck %s --check-prefix=CHECK43
; CHECK43: <2 x i64> <i64 -8138269444283625713, i64 542551296285575047>
; RUN: %llfuzz run %s --entry pclmul_11 | FileCheck %s --check-prefix=CHECK44
; CHECK44: <2 x i64> <i64 6148914692831676461, i64 6148914692831676461>
; RUN: %llfuzz run %s --entry pclmul_10 | FileCheck %s --check-prefix=CHECK45
; CHECK45: <2 x i64> <i64 9223372036854775807, i64 9223372036854775807>
; RUN: %llfuzz run %s --entry pclmul_01 | FileCheck %s --check-prefix=CHECK46
; CHECK46: <2 x i64> <i64 -361700864307038211, i64 361700864307038210>
; RUN: %llfuzz run %s --entry pblendvb | FileCheck %s --check-prefix=CHECK47
; CHECK47: <16 x i8> <i8 0, i8 -4, i8 100, i8 3, i8 0, i8 5, i8 2, i8 7, i8 8, i8 50, i8 60, i8 11, i8 -80, i8 13, i8 15, i8 15>
; RUN: %llfuzz run %s --entry blendvps | FileCheck %s --check-prefix=CHECK48
; CHECK48: <4 x i32> <i32 1077936128, i32 1073741824, i32 2143289344, i32 0>
; RUN: %llfuzz run %s --entry insertps_00 | FileCheck %s --check-prefix=CHECK49
; CHECK49: <4 x i32> <i32 1077936128, i32 1073741824, i32 2143289344, i32 -2147483648>
; RUN: %llfuzz run %s --entry insertps_9c | FileCheck %s --check-prefix=CHECK50
; CHECK50: <4 x i32> <i32 1065353216, i32 1065353216, i32 0, i32 0>
; RUN: %llfuzz run %s --entry insertps_e1 | FileCheck %s --check-prefix=CHECK51
; CHECK51: <4 x i32> <i32 0, i32 1073741824, i32 0, i32 -2147483648>
; RUN: %llfuzz run %s --entry insertps_4f | FileCheck %s --check-prefix=CHECK52
; CHECK52: <4 x i32> <i32 0, i32 0, i32 0, i32 0>
; RUN: %llfuzz run %s --entry pmovmskb | FileCheck %s --check-prefix=CHECK53
; CHECK53: i32 4362
; RUN: %llfuzz run %s --entry mmx_pmovmskb | FileCheck %s --check-prefix=CHECK54
; CHECK54: i32 141
; RUN: %llfuzz run %s --entry movmskpd | FileCheck %s --check-prefix=CHECK55
; CHECK55: i32 1
; RUN: %llfuzz run %s --entry ptestz | FileCheck %s --check-prefix=CHECK56
; CHECK56: i32 0
; RUN: %llfuzz run %s --entry ptestc | FileCheck %s --check-prefix=CHECK57
; CHECK57: i32 0
; RUN: %llfuzz run %s --entry ptestnzc | FileCheck %s --check-prefix=CHECK58
; CHECK58: i32 1
; RUN: %llfuzz run %s --entry vtestz_ps | FileCheck %s --check-prefix=CHECK59
; CHECK59: i32 1
; RUN: %llfuzz run %s --entry vtestc_ps | FileCheck %s --check-prefix=CHECK60
; CHECK60: i32 0
; RUN: %llfuzz run %s --entry min_ps | FileCheck %s --check-prefix=CHECK61
; CHECK61: <4 x i32> <i32 1065353216, i32 -1082130432, i32 1065353216, i32 0>
; RUN: %llfuzz run %s --entry max_ps | FileCheck %s --check-prefix=CHECK62
; CHECK62: <4 x i32> <i32 1077936128, i32 1073741824, i32 2143289344, i32 -2147483648>
; RUN: %llfuzz run %s --entry min_ss | FileCheck %s --check-prefix=CHECK63
; CHECK63: <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648>
; RUN: %llfuzz run %s --entry max_sd | FileCheck %s --check-prefix=CHECK64
; CHECK64: <2 x i64> <i64 0, i64 5>
; RUN: %llfuzz run %s --entry cmp_ps_0 | FileCheck %s --check-prefix=CHECK65
; CHECK65: <4 x i32> <i32 0, i32 0, i32 0, i32 -1>
; RUN: %llfuzz run %s --entry cmp_ps_1 | FileCheck %s --check-prefix=CHECK66
; CHECK66: <4 x i32> <i32 -1, i32 0, i32 0, i32 0>
; RUN: %llfuzz run %s --entry cmp_ps_3 | FileCheck %s --check-prefix=CHECK67
; CHECK67: <4 x i32> <i32 0, i32 0, i32 -1, i32 0>
; RUN: %llfuzz run %s --entry cmp_ps_4 | FileCheck %s --check-prefix=CHECK68
; CHECK68: <4 x i32> <i32 -1, i32 -1, i32 -1, i32 0>
; RUN: %llfuzz run %s --entry cmp_ps_5 | FileCheck %s --check-prefix=CHECK69
; CHECK69: <4 x i32> <i32 0, i32 -1, i32 -1, i32 -1>
; RUN: %llfuzz run %s --entry cmp_ps_7 | FileCheck %s --check-prefix=CHECK70
; CHECK70: <4 x i32> <i32 -1, i32 -1, i32 0, i32 -1>
; RUN: %llfuzz run %s --entry cmp_ps_8 | FileCheck %s --check-prefix=CHECK71
; CHECK71: <8 x i32> <i32 0, i32 0, i32 -1, i32 -1, i32 0, i32 0, i32 -1, i32 -1>
; RUN: %llfuzz run %s --entry cmp_ps_12 | FileCheck %s --check-prefix=CHECK72
; CHECK72: <8 x i32> <i32 -1, i32 -1, i32 0, i32 0, i32 -1, i32 -1, i32 0, i32 0>
; RUN: %llfuzz run %s --entry cmp_ps_13 | FileCheck %s --check-prefix=CHECK73
; CHECK73: <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 -1, i32 0, i32 0, i32 -1>
; RUN: %llfuzz run %s --entry cmp_ps_15 | FileCheck %s --check-prefix=CHECK74
; CHECK74: <8 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
; RUN: %llfuzz run %s --entry cmp_ps_17 | FileCheck %s --check-prefix=CHECK75
; CHECK75: <8 x i32> <i32 -1, i32 0, i32 0, i32 0, i32 0, i32 -1, i32 0, i32 0>
; RUN: %llfuzz run %s --entry cmp_ps_27 | FileCheck %s --check-prefix=CHECK76
; CHECK76: <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
; RUN: %llfuzz run %s --entry cmp_ss_1 | FileCheck %s --check-prefix=CHECK77
; CHECK77: <4 x i32> <i32 -1, i32 1073741824, i32 2143289344, i32 -2147483648>
; RUN: %llfuzz run %s --entry comieq_nan | FileCheck %s --check-prefix=CHECK78
; CHECK78: i32 0
; RUN: %llfuzz run %s --entry ucomieq_1 | FileCheck %s --check-prefix=CHECK79
; CHECK79: i32 1
; RUN: %llfuzz run %s --entry comilt_nan | FileCheck %s --check-prefix=CHECK80
; CHECK80: i32 0
; RUN: %llfuzz run %s --entry ucomilt_1 | FileCheck %s --check-prefix=CHECK81
; CHECK81: i32 0
; RUN: %llfuzz run %s --entry comile_nan | FileCheck %s --check-prefix=CHECK82
; CHECK82: i32 0
; RUN: %llfuzz run %s --entry ucomile_1 | FileCheck %s --check-prefix=CHECK83
; CHECK83: i32 1
; RUN: %llfuzz run %s --entry comigt_nan | FileCheck %s --check-prefix=CHECK84
; CHECK84: i32 0
; RUN: %llfuzz run %s --entry ucomigt_1 | FileCheck %s --check-prefix=CHECK85
; CHECK85: i32 0
; RUN: %llfuzz run %s --entry comige_nan | FileCheck %s --check-prefix=CHECK86
; CHECK86: i32 0
; RUN: %llfuzz run %s --entry ucomige_1 | FileCheck %s --check-prefix=CHECK87
; CHECK87: i32 1
; RUN: %llfuzz run %s --entry comineq_nan | FileCheck %s --check-prefix=CHECK88
; CHECK88: i32 1
; RUN: %llfuzz run %s --entry ucomineq_1 | FileCheck %s --check-prefix=CHECK89
; CHECK89: i32 0
; RUN: %llfuzz run %s --entry cvtss2si_2_5 | FileCheck %s --check-prefix=CHECK90
; CHECK90: i32 2
; RUN: %llfuzz run %s --entry cvttss2si_2_5 | FileCheck %s --check-prefix=CHECK91
; CHECK91: i32 2
; RUN: %llfuzz run %s --entry vcvtss2usi32_2_5 | FileCheck %s --check-prefix=CHECK92
; CHECK92: i32 2
; RUN: %llfuzz run %s --entry vcvtss2si64_rd_2_5 | FileCheck %s --check-prefix=CHECK93
; CHECK93: i64 2
; RUN: %llfuzz run %s --entry cvtss2si_3_5 | FileCheck %s --check-prefix=CHECK94
; CHECK94: i32 4
; RUN: %llfuzz run %s --entry cvttss2si_3_5 | FileCheck %s --check-prefix=CHECK95
; CHECK95: i32 3
; RUN: %llfuzz run %s --entry vcvtss2usi32_3_5 | FileCheck %s --check-prefix=CHECK96
; CHECK96: i32 4
; RUN: %llfuzz run %s --entry vcvtss2si64_rd_3_5 | FileCheck %s --check-prefix=CHECK97
; CHECK97: i64 3
; RUN: %llfuzz run %s --entry cvtss2si_m2_5 | FileCheck %s --check-prefix=CHECK98
; CHECK98: i32 -2
; RUN: %llfuzz run %s --entry cvttss2si_m2_5 | FileCheck %s --check-prefix=CHECK99
; CHECK99: i32 -2
; RUN: %llfuzz run %s --entry vcvtss2usi32_m2_5 | FileCheck %s --check-prefix=CHECK100
; CHECK100: i32 -1
; RUN: %llfuzz run %s --entry vcvtss2si64_rd_m2_5 | FileCheck %s --check-prefix=CHECK101
; CHECK101: i64 -3
; RUN: %llfuzz run %s --entry cvtss2si_2p31 | FileCheck %s --check-prefix=CHECK102
; CHECK102: i32 -2147483648
; RUN: %llfuzz run %s --entry cvttss2si_2p31 | FileCheck %s --check-prefix=CHECK103
; CHECK103: i32 -2147483648
; RUN: %llfuzz run %s --entry vcvtss2usi32_2p31 | FileCheck %s --check-prefix=CHECK104
; CHECK104: i32 -2147483648
; RUN: %llfuzz run %s --entry vcvtss2si64_rd_2p31 | FileCheck %s --check-prefix=CHECK105
; CHECK105: i64 2147483648
; RUN: %llfuzz run %s --entry cvtss2si_nan | FileCheck %s --check-prefix=CHECK106
; CHECK106: i32 -2147483648
; RUN: %llfuzz run %s --entry cvttss2si_nan | FileCheck %s --check-prefix=CHECK107
; CHECK107: i32 -2147483648
; RUN: %llfuzz run %s --entry vcvtss2usi32_nan | FileCheck %s --check-prefix=CHECK108
; CHECK108: i32 -1
; RUN: %llfuzz run %s --entry vcvtss2si64_rd_nan | FileCheck %s --check-prefix=CHECK109
; CHECK109: i64 -9223372036854775808
; RUN: %llfuzz run %s --entry cvtss2si_m2p31 | FileCheck %s --check-prefix=CHECK110
; CHECK110: i32 -2147483648
; RUN: %llfuzz run %s --entry cvttss2si_m2p31 | FileCheck %s --check-prefix=CHECK111
; CHECK111: i32 -2147483648
; RUN: %llfuzz run %s --entry vcvtss2usi32_m2p31 | FileCheck %s --check-prefix=CHECK112
; CHECK112: i32 -1
; RUN: %llfuzz run %s --entry vcvtss2si64_rd_m2p31 | FileCheck %s --check-prefix=CHECK113
; CHECK113: i64 -2147483648
; RUN: %llfuzz run %s --entry cvttsd2si_big | FileCheck %s --check-prefix=CHECK114
; CHECK114: i32 -2147483648
; RUN: %llfuzz run %s --entry cvtsd2si64 | FileCheck %s --check-prefix=CHECK115
; CHECK115: i64 -9223372036854775808
; RUN: %llfuzz run %s --entry round_ps_0 | FileCheck %s --check-prefix=CHECK116
; CHECK116: <4 x i32> <i32 1073741824, i32 -1073741824, i32 1073741824, i32 -1082130432>
; RUN: %llfuzz run %s --entry round_ps_1 | FileCheck %s --check-prefix=CHECK117
; CHECK117: <4 x i32> <i32 1073741824, i32 -1069547520, i32 1065353216, i32 -1082130432>
; RUN: %llfuzz run %s --entry round_ps_2 | FileCheck %s --check-prefix=CHECK118
; CHECK118: <4 x i32> <i32 1077936128, i32 -1073741824, i32 1073741824, i32 -2147483648>
; RUN: %llfuzz run %s --entry round_ps_3 | FileCheck %s --check-prefix=CHECK119
; CHECK119: <4 x i32> <i32 1073741824, i32 -1073741824, i32 1065353216, i32 -2147483648>
; RUN: %llfuzz run %s --entry round_ps_4 | FileCheck %s --check-prefix=CHECK120
; CHECK120: <4 x i32> <i32 1073741824, i32 -1073741824, i32 1073741824, i32 -1082130432>
; RUN: %llfuzz run %s --entry round_ps_11 | FileCheck %s --check-prefix=CHECK121
; CHECK121: <4 x i32> <i32 1073741824, i32 -1073741824, i32 1065353216, i32 -2147483648>
; RUN: %llfuzz run %s --entry round_ss_1 | FileCheck %s --check-prefix=CHECK122
; CHECK122: <4 x i32> <i32 1073741824, i32 1073741824, i32 2143289344, i32 -2147483648>
; RUN: %llfuzz run %s --entry bextr_0804_78 | FileCheck %s --check-prefix=CHECK123
; CHECK123: i32 103
; RUN: %llfuzz run %s --entry bextr_2010_78 | FileCheck %s --check-prefix=CHECK124
; CHECK124: i32 4660
; RUN: %llfuzz run %s --entry bextr_4000_ff | FileCheck %s --check-prefix=CHECK125
; CHECK125: i32 -1
; RUN: %llfuzz run %s --entry bextr_0020_ff | FileCheck %s --check-prefix=CHECK126
; CHECK126: i32 0
; RUN: %llfuzz run %s --entry bextr_00ff_ef | FileCheck %s --check-prefix=CHECK127
; CHECK127: i32 0
; RUN: %llfuzz run %s --entry bzhi_0 | FileCheck %s --check-prefix=CHECK128
; CHECK128: i64 0
; RUN: %llfuzz run %s --entry bzhi_5 | FileCheck %s --check-prefix=CHECK129
; CHECK129: i64 29
; RUN: %llfuzz run %s --entry bzhi_31 | FileCheck %s --check-prefix=CHECK130
; CHECK130: i64 2147483645
; RUN: %llfuzz run %s --entry bzhi_32 | FileCheck %s --check-prefix=CHECK131
; CHECK131: i64 4294967293
; RUN: %llfuzz run %s --entry bzhi_4101 | FileCheck %s --check-prefix=CHECK132
; CHECK132: i64 29
; RUN: %llfuzz run %s --entry pdep_ff00ff0f | FileCheck %s --check-prefix=CHECK133
; CHECK133: i32 1157654280
; RUN: %llfuzz run %s --entry pext_ff00ff0f | FileCheck %s --check-prefix=CHECK134
; CHECK134: i64 75112
; RUN: %llfuzz run %s --entry pdep_80000001 | FileCheck %s --check-prefix=CHECK135
; CHECK135: i32 -2147483647
; RUN: %llfuzz run %s --entry pext_80000001 | FileCheck %s --check-prefix=CHECK136
; CHECK136: i64 3
; RUN: %llfuzz run %s --entry pdep_f0f0 | FileCheck %s --check-prefix=CHECK137
; CHECK137: i32 80
; RUN: %llfuzz run %s --entry pext_f0f0 | FileCheck %s --check-prefix=CHECK138
; CHECK138: i64 0
; RUN: %llfuzz run %s --entry addcarry_0_ff_1 | FileCheck %s --check-prefix=CHECK139
; CHECK139: { i8, i32 } { i8 1, i32 0 }
; RUN: %llfuzz run %s --entry subborrow_0_ff_1 | FileCheck %s --check-prefix=CHECK140
; CHECK140: { i8, i64 } { i8 0, i64 -2 }
; RUN: %llfuzz run %s --entry addcarry_1_ff_0 | FileCheck %s --check-prefix=CHECK141
; CHECK141: { i8, i32 } { i8 1, i32 0 }
; RUN: %llfuzz run %s --entry subborrow_1_ff_0 | FileCheck %s --check-prefix=CHECK142
; CHECK142: { i8, i64 } { i8 0, i64 -2 }
; RUN: %llfuzz run %s --entry addcarry_7_5_6 | FileCheck %s --check-prefix=CHECK143
; CHECK143: { i8, i32 } { i8 0, i32 12 }
; RUN: %llfuzz run %s --entry subborrow_7_5_6 | FileCheck %s --check-prefix=CHECK144
; CHECK144: { i8, i64 } { i8 1, i64 -2 }
; RUN: %llfuzz run %s --entry addcarry_1_ff_ff | FileCheck %s --check-prefix=CHECK145
; CHECK145: { i8, i32 } { i8 0, i32 -1 }
; RUN: %llfuzz run %s --entry subborrow_1_ff_ff | FileCheck %s --check-prefix=CHECK146
; CHECK146: { i8, i64 } { i8 1, i64 -1 }
; RUN: %llfuzz run %s --entry crc32_8 | FileCheck %s --check-prefix=CHECK147
; CHECK147: i32 1043315919
; RUN: %llfuzz run %s --entry crc32_32 | FileCheck %s --check-prefix=CHECK148
; CHECK148: i32 -202552544
; RUN: %llfuzz run %s --entry crc32_64 | FileCheck %s --check-prefix=CHECK149
; CHECK149: i64 2146945573
; RUN: %llfuzz run %s --entry addsub_ps | FileCheck %s --check-prefix=CHECK150
; CHECK150: <4 x i32> <i32 0, i32 -1073741824, i32 0, i32 0>
; RUN: %llfuzz run %s --entry mask_add_ss_round | FileCheck %s --check-prefix=CHECK151
; CHECK151: <4 x i32> <i32 1092616192, i32 1073741824, i32 2143289344, i32 -2147483648>
; RUN: %llfuzz run %s --entry add_ps_512_rz | FileCheck %s --check-prefix=CHECK152
; CHECK152: <16 x i32> <i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353214, i32 1065353214, i32 1065353214, i32 1065353214, i32 1065353214, i32 1065353214, i32 1065353214, i32 1065353214>
; RUN: %llfuzz run %s --entry vcvtph2ps | FileCheck %s --check-prefix=CHECK153
; CHECK153: <4 x i32> <i32 1065353216, i32 -1073741824, i32 1199562752, i32 864026624>
; RUN: %llfuzz run %s --entry vcvtph2ps_256 | FileCheck %s --check-prefix=CHECK154
; CHECK154: <8 x i32> <i32 1065353216, i32 -1073741824, i32 1199562752, i32 864026624, i32 -2147483648, i32 2139095040, i32 1051369472, i32 947896320>

define <4 x i32> @pternlog_ca() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 305419896, i32 3, i32 -1, i32 252645135> to <4 x i32>
  %a2 = bitcast <4 x i32> <i32 -1431655766, i32 858993459, i32 7, i32 1073741824> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a0, <4 x i32> %a1, <4 x i32> %a2, i32 202)
  ret <4 x i32> %r
}

define <4 x i32> @pternlog_96() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 305419896, i32 3, i32 -1, i32 252645135> to <4 x i32>
  %a2 = bitcast <4 x i32> <i32 -1431655766, i32 858993459, i32 7, i32 1073741824> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a0, <4 x i32> %a1, <4 x i32> %a2, i32 150)
  ret <4 x i32> %r
}

define <4 x i32> @pternlog_01() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 305419896, i32 3, i32 -1, i32 252645135> to <4 x i32>
  %a2 = bitcast <4 x i32> <i32 -1431655766, i32 858993459, i32 7, i32 1073741824> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a0, <4 x i32> %a1, <4 x i32> %a2, i32 1)
  ret <4 x i32> %r
}

define <4 x i32> @pternlog_e8() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 305419896, i32 3, i32 -1, i32 252645135> to <4 x i32>
  %a2 = bitcast <4 x i32> <i32 -1431655766, i32 858993459, i32 7, i32 1073741824> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a0, <4 x i32> %a1, <4 x i32> %a2, i32 232)
  ret <4 x i32> %r
}

define <16 x i8> @pshufb() {
  %a0 = bitcast <16 x i8> <i8 3, i8 -4, i8 100, i8 -128, i8 0, i8 1, i8 2, i8 127, i8 -1, i8 50, i8 60, i8 70, i8 -80, i8 90, i8 15, i8 16> to <16 x i8>
  %a1 = bitcast <16 x i8> <i8 15, i8 0, i8 -128, i8 3, i8 127, i8 31, i8 -1, i8 8, i8 9, i8 64, i8 -113, i8 2, i8 1, i8 0, i8 14, i8 16> to <16 x i8>
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a0, <16 x i8> %a1)
  ret <16 x i8> %r
}

define <8 x i32> @permd() {
  %a0 = bitcast <8 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17> to <8 x i32>
  %a1 = bitcast <8 x i32> <i32 7, i32 0, i32 9, i32 -1, i32 3, i32 2, i32 1, i32 12> to <8 x i32>
  %r = call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> %a0, <8 x i32> %a1)
  ret <8 x i32> %r
}

define <4 x i32> @vpermi2var_d() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 5, i32 0, i32 7, i32 18> to <4 x i32>
  %a2 = bitcast <4 x i32> <i32 305419896, i32 3, i32 -1, i32 252645135> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.avx512.vpermi2var.d.128(<4 x i32> %a0, <4 x i32> %a1, <4 x i32> %a2)
  ret <4 x i32> %r
}

define <4 x i32> @vpermilvar_ps() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 1077936128, i32 1082130432> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 3, i32 6, i32 9, i32 -4> to <4 x i32>
  %r = call <4 x float> @llvm.x86.avx.vpermilvar.ps(<4 x float> %a0, <4 x i32> %a1)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <2 x i64> @vpermilvar_pd() {
  %a0 = bitcast <2 x i64> <i64 4607182418800017408, i64 4611686018427387904> to <2 x double>
  %a1 = bitcast <2 x i64> <i64 1, i64 2> to <2 x i64>
  %r = call <2 x double> @llvm.x86.avx.vpermilvar.pd(<2 x double> %a0, <2 x i64> %a1)
  %o = bitcast <2 x double> %r to <2 x i64>
  ret <2 x i64> %o
}

define <8 x i16> @psll_w_3() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <2 x i64> <i64 3, i64 99> to <2 x i64>
  %r = call <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16> %a0, <2 x i64> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @psll_w_15() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <2 x i64> <i64 15, i64 99> to <2 x i64>
  %r = call <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16> %a0, <2 x i64> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @psll_w_16() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <2 x i64> <i64 16, i64 99> to <2 x i64>
  %r = call <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16> %a0, <2 x i64> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @psll_w_1099511627776() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <2 x i64> <i64 1099511627776, i64 99> to <2 x i64>
  %r = call <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16> %a0, <2 x i64> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @psrl_w_3() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <2 x i64> <i64 3, i64 99> to <2 x i64>
  %r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> %a0, <2 x i64> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @psrl_w_15() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <2 x i64> <i64 15, i64 99> to <2 x i64>
  %r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> %a0, <2 x i64> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @psrl_w_16() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <2 x i64> <i64 16, i64 99> to <2 x i64>
  %r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> %a0, <2 x i64> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @psrl_w_1099511627776() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <2 x i64> <i64 1099511627776, i64 99> to <2 x i64>
  %r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> %a0, <2 x i64> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @psra_w_3() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <2 x i64> <i64 3, i64 99> to <2 x i64>
  %r = call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %a0, <2 x i64> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @psra_w_15() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <2 x i64> <i64 15, i64 99> to <2 x i64>
  %r = call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %a0, <2 x i64> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @psra_w_16() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <2 x i64> <i64 16, i64 99> to <2 x i64>
  %r = call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %a0, <2 x i64> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @psra_w_1099511627776() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <2 x i64> <i64 1099511627776, i64 99> to <2 x i64>
  %r = call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %a0, <2 x i64> %a1)
  ret <8 x i16> %r
}

define <4 x i32> @pslli_d_31() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32> %a0, i32 31)
  ret <4 x i32> %r
}

define <4 x i32> @pslli_d_32() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32> %a0, i32 32)
  ret <4 x i32> %r
}

define <4 x i32> @pslli_d_200() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32> %a0, i32 200)
  ret <4 x i32> %r
}

define <4 x i32> @psrai_d_31() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %a0, i32 31)
  ret <4 x i32> %r
}

define <4 x i32> @psrai_d_32() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %a0, i32 32)
  ret <4 x i32> %r
}

define <4 x i32> @psrai_d_200() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %a0, i32 200)
  ret <4 x i32> %r
}

define <4 x i32> @psllv_d() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 0, i32 31, i32 32, i32 -1> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32> %a0, <4 x i32> %a1)
  ret <4 x i32> %r
}

define <4 x i32> @psrlv_d() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 0, i32 31, i32 32, i32 -1> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.avx2.psrlv.d(<4 x i32> %a0, <4 x i32> %a1)
  ret <4 x i32> %r
}

define <4 x i32> @psrav_d() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 0, i32 31, i32 32, i32 -1> to <4 x i32>
  %r = call <4 x i32> @llvm.x86.avx2.psrav.d(<4 x i32> %a0, <4 x i32> %a1)
  ret <4 x i32> %r
}

define <2 x i64> @psrav_q_128() {
  %a0 = bitcast <2 x i64> <i64 -5, i64 -9223372036854775808> to <2 x i64>
  %a1 = bitcast <2 x i64> <i64 1, i64 64> to <2 x i64>
  %r = call <2 x i64> @llvm.x86.avx512.psrav.q.128(<2 x i64> %a0, <2 x i64> %a1)
  ret <2 x i64> %r
}

define <8 x i16> @packssdw() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 -1431655766, i32 858993459, i32 7, i32 1073741824> to <4 x i32>
  %r = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %a0, <4 x i32> %a1)
  ret <8 x i16> %r
}

define <16 x i8> @packuswb() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <8 x i16> <i16 255, i16 256, i16 -1, i16 0, i16 128, i16 7, i16 -32768, i16 32767> to <8 x i16>
  %r = call <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16> %a0, <8 x i16> %a1)
  ret <16 x i8> %r
}

define <8 x i16> @packusdw() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 -1431655766, i32 858993459, i32 7, i32 1073741824> to <4 x i32>
  %r = call <8 x i16> @llvm.x86.sse41.packusdw(<4 x i32> %a0, <4 x i32> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @pmulh_w() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <8 x i16> <i16 -32768, i16 -32768, i16 3, i16 -7, i16 32767, i16 16384, i16 12345, i16 -2> to <8 x i16>
  %r = call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %a0, <8 x i16> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @pmulhu_w() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <8 x i16> <i16 -32768, i16 -32768, i16 3, i16 -7, i16 32767, i16 16384, i16 12345, i16 -2> to <8 x i16>
  %r = call <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16> %a0, <8 x i16> %a1)
  ret <8 x i16> %r
}

define <8 x i16> @pmulhrsw() {
  %a0 = bitcast <8 x i16> <i16 1, i16 -1, i16 16384, i16 -32768, i16 32767, i16 300, i16 -300, i16 4660> to <8 x i16>
  %a1 = bitcast <8 x i16> <i16 -32768, i16 -32768, i16 3, i16 -7, i16 32767, i16 16384, i16 12345, i16 -2> to <8 x i16>
  %r = call <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16> %a0, <8 x i16> %a1)
  ret <8 x i16> %r
}

define <4 x i32> @pmaddwd() {
  %a0 = bitcast <8 x i16> <i16 -32768, i16 -32768, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8> to <8 x i16>
  %a1 = bitcast <8 x i16> <i16 -32768, i16 -32768, i16 3, i16 -7, i16 32767, i16 16384, i16 12345, i16 -2> to <8 x i16>
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %a0, <8 x i16> %a1)
  ret <4 x i32> %r
}

define <8 x i16> @pmaddubsw() {
  %a0 = bitcast <16 x i8> <i8 3, i8 -4, i8 100, i8 -128, i8 0, i8 1, i8 2, i8 127, i8 -1, i8 50, i8 60, i8 70, i8 -80, i8 90, i8 15, i8 16> to <16 x i8>
  %a1 = bitcast <16 x i8> <i8 127, i8 127, i8 -128, i8 -128, i8 5, i8 6, i8 7, i8 8, i8 1, i8 -1, i8 2, i8 -2, i8 3, i8 127, i8 127, i8 127> to <16 x i8>
  %r = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> %a0, <16 x i8> %a1)
  ret <8 x i16> %r
}

define <2 x i64> @pmuldq() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 -1431655766, i32 858993459, i32 7, i32 1073741824> to <4 x i32>
  %r = call <2 x i64> @llvm.x86.sse41.pmuldq(<4 x i32> %a0, <4 x i32> %a1)
  ret <2 x i64> %r
}

define <2 x i64> @pmuludq() {
  %a0 = bitcast <4 x i32> <i32 1, i32 -2, i32 2147418112, i32 -2147483648> to <4 x i32>
  %a1 = bitcast <4 x i32> <i32 -1431655766, i32 858993459, i32 7, i32 1073741824> to <4 x i32>
  %r = call <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32> %a0, <4 x i32> %a1)
  ret <2 x i64> %r
}

define <16 x i8> @pavgb() {
  %a0 = bitcast <16 x i8> <i8 3, i8 -4, i8 100, i8 -128, i8 0, i8 1, i8 2, i8 127, i8 -1, i8 50, i8 60, i8 70, i8 -80, i8 90, i8 15, i8 16> to <16 x i8>
  %a1 = bitcast <16 x i8> <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1> to <16 x i8>
  %r = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %a0, <16 x i8> %a1)
  ret <16 x i8> %r
}

define <2 x i64> @pclmul_00() {
  %a0 = bitcast <2 x i64> <i64 -9223372036854775807, i64 -4886718345> to <2 x i64>
  %a1 = bitcast <2 x i64> <i64 1085102592571150095, i64 -1> to <2 x i64>
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a0, <2 x i64> %a1, i8 0)
  ret <2 x i64> %r
}

define <2 x i64> @pclmul_11() {
  %a0 = bitcast <2 x i64> <i64 -9223372036854775807, i64 -4886718345> to <2 x i64>
  %a1 = bitcast <2 x i64> <i64 1085102592571150095, i64 -1> to <2 x i64>
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a0, <2 x i64> %a1, i8 17)
  ret <2 x i64> %r
}

define <2 x i64> @pclmul_10() {
  %a0 = bitcast <2 x i64> <i64 -9223372036854775807, i64 -4886718345> to <2 x i64>
  %a1 = bitcast <2 x i64> <i64 1085102592571150095, i64 -1> to <2 x i64>
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a0, <2 x i64> %a1, i8 16)
  ret <2 x i64> %r
}

define <2 x i64> @pclmul_01() {
  %a0 = bitcast <2 x i64> <i64 -9223372036854775807, i64 -4886718345> to <2 x i64>
  %a1 = bitcast <2 x i64> <i64 1085102592571150095, i64 -1> to <2 x i64>
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a0, <2 x i64> %a1, i8 1)
  ret <2 x i64> %r
}

define <16 x i8> @pblendvb() {
  %a0 = bitcast <16 x i8> <i8 3, i8 -4, i8 100, i8 -128, i8 0, i8 1, i8 2, i8 127, i8 -1, i8 50, i8 60, i8 70, i8 -80, i8 90, i8 15, i8 16> to <16 x i8>
  %a1 = bitcast <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15> to <16 x i8>
  %a2 = bitcast <16 x i8> <i8 -1, i8 0, i8 127, i8 -128, i8 1, i8 -2, i8 64, i8 -64, i8 -1, i8 0, i8 127, i8 -128, i8 1, i8 -2, i8 64, i8 -64> to <16 x i8>
  %r = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %a0, <16 x i8> %a1, <16 x i8> %a2)
  ret <16 x i8> %r
}

define <4 x i32> @blendvps() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %a2 = bitcast <4 x i32> <i32 -1, i32 0, i32 2147483647, i32 -2147483648> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.blendvps(<4 x float> %a0, <4 x float> %a1, <4 x float> %a2)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @insertps_00() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.insertps(<4 x float> %a0, <4 x float> %a1, i8 0)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @insertps_9c() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.insertps(<4 x float> %a0, <4 x float> %a1, i8 -100)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @insertps_e1() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.insertps(<4 x float> %a0, <4 x float> %a1, i8 -31)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @insertps_4f() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.insertps(<4 x float> %a0, <4 x float> %a1, i8 79)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define i32 @pmovmskb() {
  %a0 = bitcast <16 x i8> <i8 3, i8 -4, i8 100, i8 -128, i8 0, i8 1, i8 2, i8 127, i8 -1, i8 50, i8 60, i8 70, i8 -80, i8 90, i8 15, i8 16> to <16 x i8>
  %r = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %a0)
  ret i32 %r
}

define i32 @mmx_pmovmskb() {
  %a0 = bitcast <1 x i64> <i64 -9222950919614758401> to <1 x i64>
  %r = call i32 @llvm.x86.mmx.pmovmskb(<1 x i64> %a0)
  ret i32 %r
}

define i32 @movmskpd() {
  %a0 = bitcast <2 x i64> <i64 -1, i64 1> to <2 x double>
  %r = call i32 @llvm.x86.sse2.movmsk.pd(<2 x double> %a0)
  ret i32 %r
}

define i32 @ptestz() {
  %a0 = bitcast <2 x i64> <i64 240, i64 1> to <2 x i64>
  %a1 = bitcast <2 x i64> <i64 496, i64 0> to <2 x i64>
  %r = call i32 @llvm.x86.sse41.ptestz(<2 x i64> %a0, <2 x i64> %a1)
  ret i32 %r
}

define i32 @ptestc() {
  %a0 = bitcast <2 x i64> <i64 240, i64 1> to <2 x i64>
  %a1 = bitcast <2 x i64> <i64 496, i64 0> to <2 x i64>
  %r = call i32 @llvm.x86.sse41.ptestc(<2 x i64> %a0, <2 x i64> %a1)
  ret i32 %r
}

define i32 @ptestnzc() {
  %a0 = bitcast <2 x i64> <i64 240, i64 1> to <2 x i64>
  %a1 = bitcast <2 x i64> <i64 496, i64 0> to <2 x i64>
  %r = call i32 @llvm.x86.sse41.ptestnzc(<2 x i64> %a0, <2 x i64> %a1)
  ret i32 %r
}

define i32 @vtestz_ps() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.avx.vtestz.ps(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @vtestc_ps() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.avx.vtestc.ps(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define <4 x i32> @min_ps() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse.min.ps(<4 x float> %a0, <4 x float> %a1)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @max_ps() {
  %a0 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %a0, <4 x float> %a1)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @min_ss() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse.min.ss(<4 x float> %a0, <4 x float> %a1)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <2 x i64> @max_sd() {
  %a0 = bitcast <2 x i64> <i64 -9223372036854775808, i64 5> to <2 x double>
  %a1 = bitcast <2 x i64> <i64 0, i64 6> to <2 x double>
  %r = call <2 x double> @llvm.x86.sse2.max.sd(<2 x double> %a0, <2 x double> %a1)
  %o = bitcast <2 x double> %r to <2 x i64>
  ret <2 x i64> %o
}

define <4 x i32> @cmp_ps_0() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse.cmp.ps(<4 x float> %a0, <4 x float> %a1, i8 0)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @cmp_ps_1() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse.cmp.ps(<4 x float> %a0, <4 x float> %a1, i8 1)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @cmp_ps_3() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse.cmp.ps(<4 x float> %a0, <4 x float> %a1, i8 3)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @cmp_ps_4() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse.cmp.ps(<4 x float> %a0, <4 x float> %a1, i8 4)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @cmp_ps_5() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse.cmp.ps(<4 x float> %a0, <4 x float> %a1, i8 5)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @cmp_ps_7() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse.cmp.ps(<4 x float> %a0, <4 x float> %a1, i8 7)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <8 x i32> @cmp_ps_8() {
  %a0 = bitcast <8 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648, i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <8 x float>
  %a1 = bitcast <8 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0, i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <8 x float>
  %r = call <8 x float> @llvm.x86.avx.cmp.ps.256(<8 x float> %a0, <8 x float> %a1, i8 8)
  %o = bitcast <8 x float> %r to <8 x i32>
  ret <8 x i32> %o
}

define <8 x i32> @cmp_ps_12() {
  %a0 = bitcast <8 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648, i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <8 x float>
  %a1 = bitcast <8 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0, i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <8 x float>
  %r = call <8 x float> @llvm.x86.avx.cmp.ps.256(<8 x float> %a0, <8 x float> %a1, i8 12)
  %o = bitcast <8 x float> %r to <8 x i32>
  ret <8 x i32> %o
}

define <8 x i32> @cmp_ps_13() {
  %a0 = bitcast <8 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648, i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <8 x float>
  %a1 = bitcast <8 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0, i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <8 x float>
  %r = call <8 x float> @llvm.x86.avx.cmp.ps.256(<8 x float> %a0, <8 x float> %a1, i8 13)
  %o = bitcast <8 x float> %r to <8 x i32>
  ret <8 x i32> %o
}

define <8 x i32> @cmp_ps_15() {
  %a0 = bitcast <8 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648, i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <8 x float>
  %a1 = bitcast <8 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0, i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <8 x float>
  %r = call <8 x float> @llvm.x86.avx.cmp.ps.256(<8 x float> %a0, <8 x float> %a1, i8 15)
  %o = bitcast <8 x float> %r to <8 x i32>
  ret <8 x i32> %o
}

define <8 x i32> @cmp_ps_17() {
  %a0 = bitcast <8 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648, i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <8 x float>
  %a1 = bitcast <8 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0, i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <8 x float>
  %r = call <8 x float> @llvm.x86.avx.cmp.ps.256(<8 x float> %a0, <8 x float> %a1, i8 17)
  %o = bitcast <8 x float> %r to <8 x i32>
  ret <8 x i32> %o
}

define <8 x i32> @cmp_ps_27() {
  %a0 = bitcast <8 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648, i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <8 x float>
  %a1 = bitcast <8 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0, i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <8 x float>
  %r = call <8 x float> @llvm.x86.avx.cmp.ps.256(<8 x float> %a0, <8 x float> %a1, i8 27)
  %o = bitcast <8 x float> %r to <8 x i32>
  ret <8 x i32> %o
}

define <4 x i32> @cmp_ss_1() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse.cmp.ss(<4 x float> %a0, <4 x float> %a1, i8 1)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define i32 @comieq_nan() {
  %a0 = bitcast <4 x i32> <i32 2143289344, i32 1, i32 2, i32 3> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.comieq.ss(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @ucomieq_1() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.ucomieq.ss(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @comilt_nan() {
  %a0 = bitcast <4 x i32> <i32 2143289344, i32 1, i32 2, i32 3> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.comilt.ss(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @ucomilt_1() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.ucomilt.ss(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @comile_nan() {
  %a0 = bitcast <4 x i32> <i32 2143289344, i32 1, i32 2, i32 3> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.comile.ss(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @ucomile_1() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.ucomile.ss(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @comigt_nan() {
  %a0 = bitcast <4 x i32> <i32 2143289344, i32 1, i32 2, i32 3> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.comigt.ss(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @ucomigt_1() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.ucomigt.ss(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @comige_nan() {
  %a0 = bitcast <4 x i32> <i32 2143289344, i32 1, i32 2, i32 3> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.comige.ss(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @ucomige_1() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.ucomige.ss(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @comineq_nan() {
  %a0 = bitcast <4 x i32> <i32 2143289344, i32 1, i32 2, i32 3> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.comineq.ss(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @ucomineq_1() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1065353216, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.ucomineq.ss(<4 x float> %a0, <4 x float> %a1)
  ret i32 %r
}

define i32 @cvtss2si_2_5() {
  %a0 = bitcast <4 x i32> <i32 1075838976, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.cvtss2si(<4 x float> %a0)
  ret i32 %r
}

define i32 @cvttss2si_2_5() {
  %a0 = bitcast <4 x i32> <i32 1075838976, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.cvttss2si(<4 x float> %a0)
  ret i32 %r
}

define i32 @vcvtss2usi32_2_5() {
  %a0 = bitcast <4 x i32> <i32 1075838976, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.avx512.vcvtss2usi32(<4 x float> %a0, i32 4)
  ret i32 %r
}

define i64 @vcvtss2si64_rd_2_5() {
  %a0 = bitcast <4 x i32> <i32 1075838976, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i64 @llvm.x86.avx512.vcvtss2si64(<4 x float> %a0, i32 9)
  ret i64 %r
}

define i32 @cvtss2si_3_5() {
  %a0 = bitcast <4 x i32> <i32 1080033280, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.cvtss2si(<4 x float> %a0)
  ret i32 %r
}

define i32 @cvttss2si_3_5() {
  %a0 = bitcast <4 x i32> <i32 1080033280, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.cvttss2si(<4 x float> %a0)
  ret i32 %r
}

define i32 @vcvtss2usi32_3_5() {
  %a0 = bitcast <4 x i32> <i32 1080033280, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.avx512.vcvtss2usi32(<4 x float> %a0, i32 4)
  ret i32 %r
}

define i64 @vcvtss2si64_rd_3_5() {
  %a0 = bitcast <4 x i32> <i32 1080033280, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i64 @llvm.x86.avx512.vcvtss2si64(<4 x float> %a0, i32 9)
  ret i64 %r
}

define i32 @cvtss2si_m2_5() {
  %a0 = bitcast <4 x i32> <i32 -1071644672, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.cvtss2si(<4 x float> %a0)
  ret i32 %r
}

define i32 @cvttss2si_m2_5() {
  %a0 = bitcast <4 x i32> <i32 -1071644672, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.cvttss2si(<4 x float> %a0)
  ret i32 %r
}

define i32 @vcvtss2usi32_m2_5() {
  %a0 = bitcast <4 x i32> <i32 -1071644672, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.avx512.vcvtss2usi32(<4 x float> %a0, i32 4)
  ret i32 %r
}

define i64 @vcvtss2si64_rd_m2_5() {
  %a0 = bitcast <4 x i32> <i32 -1071644672, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i64 @llvm.x86.avx512.vcvtss2si64(<4 x float> %a0, i32 9)
  ret i64 %r
}

define i32 @cvtss2si_2p31() {
  %a0 = bitcast <4 x i32> <i32 1325400064, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.cvtss2si(<4 x float> %a0)
  ret i32 %r
}

define i32 @cvttss2si_2p31() {
  %a0 = bitcast <4 x i32> <i32 1325400064, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.cvttss2si(<4 x float> %a0)
  ret i32 %r
}

define i32 @vcvtss2usi32_2p31() {
  %a0 = bitcast <4 x i32> <i32 1325400064, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.avx512.vcvtss2usi32(<4 x float> %a0, i32 4)
  ret i32 %r
}

define i64 @vcvtss2si64_rd_2p31() {
  %a0 = bitcast <4 x i32> <i32 1325400064, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i64 @llvm.x86.avx512.vcvtss2si64(<4 x float> %a0, i32 9)
  ret i64 %r
}

define i32 @cvtss2si_nan() {
  %a0 = bitcast <4 x i32> <i32 2143289344, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.cvtss2si(<4 x float> %a0)
  ret i32 %r
}

define i32 @cvttss2si_nan() {
  %a0 = bitcast <4 x i32> <i32 2143289344, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.cvttss2si(<4 x float> %a0)
  ret i32 %r
}

define i32 @vcvtss2usi32_nan() {
  %a0 = bitcast <4 x i32> <i32 2143289344, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.avx512.vcvtss2usi32(<4 x float> %a0, i32 4)
  ret i32 %r
}

define i64 @vcvtss2si64_rd_nan() {
  %a0 = bitcast <4 x i32> <i32 2143289344, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i64 @llvm.x86.avx512.vcvtss2si64(<4 x float> %a0, i32 9)
  ret i64 %r
}

define i32 @cvtss2si_m2p31() {
  %a0 = bitcast <4 x i32> <i32 -822083584, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.cvtss2si(<4 x float> %a0)
  ret i32 %r
}

define i32 @cvttss2si_m2p31() {
  %a0 = bitcast <4 x i32> <i32 -822083584, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.sse.cvttss2si(<4 x float> %a0)
  ret i32 %r
}

define i32 @vcvtss2usi32_m2p31() {
  %a0 = bitcast <4 x i32> <i32 -822083584, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i32 @llvm.x86.avx512.vcvtss2usi32(<4 x float> %a0, i32 4)
  ret i32 %r
}

define i64 @vcvtss2si64_rd_m2p31() {
  %a0 = bitcast <4 x i32> <i32 -822083584, i32 0, i32 0, i32 0> to <4 x float>
  %r = call i64 @llvm.x86.avx512.vcvtss2si64(<4 x float> %a0, i32 9)
  ret i64 %r
}

define i32 @cvttsd2si_big() {
  %a0 = bitcast <2 x i64> <i64 -4476578029604175872, i64 0> to <2 x double>
  %r = call i32 @llvm.x86.sse2.cvttsd2si(<2 x double> %a0)
  ret i32 %r
}

define i64 @cvtsd2si64() {
  %a0 = bitcast <2 x i64> <i64 4890909195324358656, i64 0> to <2 x double>
  %r = call i64 @llvm.x86.sse2.cvtsd2si64(<2 x double> %a0)
  ret i64 %r
}

define <4 x i32> @round_ps_0() {
  %a0 = bitcast <4 x i32> <i32 1075838976, i32 -1071644672, i32 1069547520, i32 -1086324736> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a0, i32 0)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @round_ps_1() {
  %a0 = bitcast <4 x i32> <i32 1075838976, i32 -1071644672, i32 1069547520, i32 -1086324736> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a0, i32 1)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @round_ps_2() {
  %a0 = bitcast <4 x i32> <i32 1075838976, i32 -1071644672, i32 1069547520, i32 -1086324736> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a0, i32 2)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @round_ps_3() {
  %a0 = bitcast <4 x i32> <i32 1075838976, i32 -1071644672, i32 1069547520, i32 -1086324736> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a0, i32 3)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @round_ps_4() {
  %a0 = bitcast <4 x i32> <i32 1075838976, i32 -1071644672, i32 1069547520, i32 -1086324736> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a0, i32 4)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @round_ps_11() {
  %a0 = bitcast <4 x i32> <i32 1075838976, i32 -1071644672, i32 1069547520, i32 -1086324736> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a0, i32 11)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @round_ss_1() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1075838976, i32 -1071644672, i32 1069547520, i32 -1086324736> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse41.round.ss(<4 x float> %a0, <4 x float> %a1, i32 1)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define i32 @bextr_0804_78() {

  %r = call i32 @llvm.x86.bmi.bextr.32(i32 305419896, i32 2052)
  ret i32 %r
}

define i32 @bextr_2010_78() {

  %r = call i32 @llvm.x86.bmi.bextr.32(i32 305419896, i32 8208)
  ret i32 %r
}

define i32 @bextr_4000_ff() {

  %r = call i32 @llvm.x86.bmi.bextr.32(i32 -1, i32 16384)
  ret i32 %r
}

define i32 @bextr_0020_ff() {

  %r = call i32 @llvm.x86.bmi.bextr.32(i32 -1, i32 32)
  ret i32 %r
}

define i32 @bextr_00ff_ef() {

  %r = call i32 @llvm.x86.bmi.bextr.32(i32 11259375, i32 255)
  ret i32 %r
}

define i64 @bzhi_0() {

  %r = call i64 @llvm.x86.bmi.bzhi.64(i64 -3, i64 0)
  ret i64 %r
}

define i64 @bzhi_5() {

  %r = call i64 @llvm.x86.bmi.bzhi.64(i64 -3, i64 5)
  ret i64 %r
}

define i64 @bzhi_31() {

  %r = call i64 @llvm.x86.bmi.bzhi.64(i64 -3, i64 31)
  ret i64 %r
}

define i64 @bzhi_32() {

  %r = call i64 @llvm.x86.bmi.bzhi.64(i64 -3, i64 32)
  ret i64 %r
}

define i64 @bzhi_4101() {

  %r = call i64 @llvm.x86.bmi.bzhi.64(i64 -3, i64 4101)
  ret i64 %r
}

define i32 @pdep_ff00ff0f() {

  %r = call i32 @llvm.x86.bmi.pdep.32(i32 305419896, i32 -16711921)
  ret i32 %r
}

define i64 @pext_ff00ff0f() {

  %r = call i64 @llvm.x86.bmi.pext.64(i64 305419896, i64 4278255375)
  ret i64 %r
}

define i32 @pdep_80000001() {

  %r = call i32 @llvm.x86.bmi.pdep.32(i32 -1, i32 -2147483647)
  ret i32 %r
}

define i64 @pext_80000001() {

  %r = call i64 @llvm.x86.bmi.pext.64(i64 -1, i64 2147483649)
  ret i64 %r
}

define i32 @pdep_f0f0() {

  %r = call i32 @llvm.x86.bmi.pdep.32(i32 5, i32 61680)
  ret i32 %r
}

define i64 @pext_f0f0() {

  %r = call i64 @llvm.x86.bmi.pext.64(i64 5, i64 61680)
  ret i64 %r
}

define { i8, i32 } @addcarry_0_ff_1() {

  %r = call { i8, i32 } @llvm.x86.addcarry.32(i8 0, i32 -1, i32 1)
  ret { i8, i32 } %r
}

define { i8, i64 } @subborrow_0_ff_1() {

  %r = call { i8, i64 } @llvm.x86.subborrow.64(i8 0, i64 -1, i64 1)
  ret { i8, i64 } %r
}

define { i8, i32 } @addcarry_1_ff_0() {

  %r = call { i8, i32 } @llvm.x86.addcarry.32(i8 1, i32 -1, i32 0)
  ret { i8, i32 } %r
}

define { i8, i64 } @subborrow_1_ff_0() {

  %r = call { i8, i64 } @llvm.x86.subborrow.64(i8 1, i64 -1, i64 0)
  ret { i8, i64 } %r
}

define { i8, i32 } @addcarry_7_5_6() {

  %r = call { i8, i32 } @llvm.x86.addcarry.32(i8 7, i32 5, i32 6)
  ret { i8, i32 } %r
}

define { i8, i64 } @subborrow_7_5_6() {

  %r = call { i8, i64 } @llvm.x86.subborrow.64(i8 7, i64 5, i64 6)
  ret { i8, i64 } %r
}

define { i8, i32 } @addcarry_1_ff_ff() {

  %r = call { i8, i32 } @llvm.x86.addcarry.32(i8 1, i32 2147483647, i32 2147483647)
  ret { i8, i32 } %r
}

define { i8, i64 } @subborrow_1_ff_ff() {

  %r = call { i8, i64 } @llvm.x86.subborrow.64(i8 1, i64 2147483647, i64 2147483647)
  ret { i8, i64 } %r
}

define i32 @crc32_8() {

  %r = call i32 @llvm.x86.sse42.crc32.32.8(i32 -1, i8 97)
  ret i32 %r
}

define i32 @crc32_32() {

  %r = call i32 @llvm.x86.sse42.crc32.32.32(i32 305419896, i32 -559038737)
  ret i32 %r
}

define i64 @crc32_64() {

  %r = call i64 @llvm.x86.sse42.crc32.64.64(i64 2271560481, i64 81985529216486895)
  ret i64 %r
}

define <4 x i32> @addsub_ps() {
  %a0 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %r = call <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float> %a0, <4 x float> %a1)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <4 x i32> @mask_add_ss_round() {
  %a0 = bitcast <4 x i32> <i32 1065353216, i32 1073741824, i32 2143289344, i32 -2147483648> to <4 x float>
  %a1 = bitcast <4 x i32> <i32 1077936128, i32 -1082130432, i32 1065353216, i32 0> to <4 x float>
  %a2 = bitcast <4 x i32> <i32 1092616192, i32 5, i32 6, i32 7> to <4 x float>
  %r = call <4 x float> @llvm.x86.avx512.mask.add.ss.round(<4 x float> %a0, <4 x float> %a1, <4 x float> %a2, i8 2, i32 4)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <16 x i32> @add_ps_512_rz() {
  %a0 = bitcast <16 x i32> <i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216> to <16 x float>
  %a1 = bitcast <16 x i32> <i32 864026625, i32 864026625, i32 864026625, i32 864026625, i32 864026625, i32 864026625, i32 864026625, i32 864026625, i32 -1283457023, i32 -1283457023, i32 -1283457023, i32 -1283457023, i32 -1283457023, i32 -1283457023, i32 -1283457023, i32 -1283457023> to <16 x float>
  %r = call <16 x float> @llvm.x86.avx512.add.ps.512(<16 x float> %a0, <16 x float> %a1, i32 11)
  %o = bitcast <16 x float> %r to <16 x i32>
  ret <16 x i32> %o
}

define <4 x i32> @vcvtph2ps() {
  %a0 = bitcast <8 x i16> <i16 15360, i16 -16384, i16 31743, i16 1, i16 7, i16 7, i16 7, i16 7> to <8 x i16>
  %r = call <4 x float> @llvm.x86.vcvtph2ps.128(<8 x i16> %a0)
  %o = bitcast <4 x float> %r to <4 x i32>
  ret <4 x i32> %o
}

define <8 x i32> @vcvtph2ps_256() {
  %a0 = bitcast <8 x i16> <i16 15360, i16 -16384, i16 31743, i16 1, i16 -32768, i16 31744, i16 13653, i16 1023> to <8 x i16>
  %r = call <8 x float> @llvm.x86.vcvtph2ps.256(<8 x i16> %a0)
  %o = bitcast <8 x float> %r to <8 x i32>
  ret <8 x i32> %o
}

declare <16 x float> @llvm.x86.avx512.add.ps.512(<16 x float>, <16 x float>, i32)
declare <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16>, <8 x i16>)
declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)
declare <2 x double> @llvm.x86.avx.vpermilvar.pd(<2 x double>, <2 x i64>)
declare <2 x double> @llvm.x86.sse2.max.sd(<2 x double>, <2 x double>)
declare <2 x i64> @llvm.x86.avx512.psrav.q.128(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.x86.pclmulqdq(<2 x i64>, <2 x i64>, i8)
declare <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32>, <4 x i32>)
declare <2 x i64> @llvm.x86.sse41.pmuldq(<4 x i32>, <4 x i32>)
declare <4 x float> @llvm.x86.avx.vpermilvar.ps(<4 x float>, <4 x i32>)
declare <4 x float> @llvm.x86.avx512.mask.add.ss.round(<4 x float>, <4 x float>, <4 x float>, i8, i32)
declare <4 x float> @llvm.x86.sse.cmp.ps(<4 x float>, <4 x float>, i8)
declare <4 x float> @llvm.x86.sse.cmp.ss(<4 x float>, <4 x float>, i8)
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>)
declare <4 x float> @llvm.x86.sse.min.ps(<4 x float>, <4 x float>)
declare <4 x float> @llvm.x86.sse.min.ss(<4 x float>, <4 x float>)
declare <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float>, <4 x float>)
declare <4 x float> @llvm.x86.sse41.blendvps(<4 x float>, <4 x float>, <4 x float>)
declare <4 x float> @llvm.x86.sse41.insertps(<4 x float>, <4 x float>, i8)
declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32)
declare <4 x float> @llvm.x86.sse41.round.ss(<4 x float>, <4 x float>, i32)
declare <4 x float> @llvm.x86.vcvtph2ps.128(<8 x i16>)
declare <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.x86.avx2.psrav.d(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.x86.avx2.psrlv.d(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32>, <4 x i32>, <4 x i32>, i32)
declare <4 x i32> @llvm.x86.avx512.vpermi2var.d.128(<4 x i32>, <4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>)
declare <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32>, i32)
declare <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32>, i32)
declare <8 x float> @llvm.x86.avx.cmp.ps.256(<8 x float>, <8 x float>, i8)
declare <8 x float> @llvm.x86.vcvtph2ps.256(<8 x i16>)
declare <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32>, <4 x i32>)
declare <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16>, <2 x i64>)
declare <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16>, <2 x i64>)
declare <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16>, <2 x i64>)
declare <8 x i16> @llvm.x86.sse41.packusdw(<4 x i32>, <4 x i32>)
declare <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8>, <16 x i8>)
declare <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16>, <8 x i16>)
declare <8 x i32> @llvm.x86.avx2.permd(<8 x i32>, <8 x i32>)
declare i32 @llvm.x86.avx.vtestc.ps(<4 x float>, <4 x float>)
declare i32 @llvm.x86.avx.vtestz.ps(<4 x float>, <4 x float>)
declare i32 @llvm.x86.avx512.vcvtss2usi32(<4 x float>, i32)
declare i32 @llvm.x86.bmi.bextr.32(i32, i32)
declare i32 @llvm.x86.bmi.pdep.32(i32, i32)
declare i32 @llvm.x86.mmx.pmovmskb(<1 x i64>)
declare i32 @llvm.x86.sse.comieq.ss(<4 x float>, <4 x float>)
declare i32 @llvm.x86.sse.comige.ss(<4 x float>, <4 x float>)
declare i32 @llvm.x86.sse.comigt.ss(<4 x float>, <4 x float>)
declare i32 @llvm.x86.sse.comile.ss(<4 x float>, <4 x float>)
declare i32 @llvm.x86.sse.comilt.ss(<4 x float>, <4 x float>)
declare i32 @llvm.x86.sse.comineq.ss(<4 x float>, <4 x float>)
declare i32 @llvm.x86.sse.cvtss2si(<4 x float>)
declare i32 @llvm.x86.sse.cvttss2si(<4 x float>)
declare i32 @llvm.x86.sse.ucomieq.ss(<4 x float>, <4 x float>)
declare i32 @llvm.x86.sse.ucomige.ss(<4 x float>, <4 x float>)
declare i32 @llvm.x86.sse.ucomigt.ss(<4 x float>, <4 x float>)
declare i32 @llvm.x86.sse.ucomile.ss(<4 x float>, <4 x float>)
declare i32 @llvm.x86.sse.ucomilt.ss(<4 x float>, <4 x float>)
declare i32 @llvm.x86.sse.ucomineq.ss(<4 x float>, <4 x float>)
declare i32 @llvm.x86.sse2.cvttsd2si(<2 x double>)
declare i32 @llvm.x86.sse2.movmsk.pd(<2 x double>)
declare i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>)
declare i32 @llvm.x86.sse41.ptestc(<2 x i64>, <2 x i64>)
declare i32 @llvm.x86.sse41.ptestnzc(<2 x i64>, <2 x i64>)
declare i32 @llvm.x86.sse41.ptestz(<2 x i64>, <2 x i64>)
declare i32 @llvm.x86.sse42.crc32.32.32(i32, i32)
declare i32 @llvm.x86.sse42.crc32.32.8(i32, i8)
declare i64 @llvm.x86.avx512.vcvtss2si64(<4 x float>, i32)
declare i64 @llvm.x86.bmi.bzhi.64(i64, i64)
declare i64 @llvm.x86.bmi.pext.64(i64, i64)
declare i64 @llvm.x86.sse2.cvtsd2si64(<2 x double>)
declare i64 @llvm.x86.sse42.crc32.64.64(i64, i64)
declare { i8, i32 } @llvm.x86.addcarry.32(i8, i32, i32)
declare { i8, i64 } @llvm.x86.subborrow.64(i8, i64, i64)
