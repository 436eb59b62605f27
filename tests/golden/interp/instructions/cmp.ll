; LangRef "'icmp' Instruction" (all ten predicates; samesign: operands of
; different signs give poison; pointers compare their addresses; lane-wise
; on vectors) and "'fcmp' Instruction" (all sixteen predicates: ordered
; ones are false and unordered ones true when an operand is NaN; -0.0 ==
; +0.0; the nnan/ninf flags make NaN/inf operands poison).  Expected values
; come from a Python model of the predicates.
;
; icmp <eq, ne, ugt, uge, ult, ule, sgt, sge, slt, sle>
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry icmp --args 'i8 1, i8 2' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <10 x i1> <i1 false, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true>
; RUN: %llfuzz run %s --entry icmp --args 'i8 -1, i8 1' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <10 x i1> <i1 false, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true>
; RUN: %llfuzz run %s --entry icmp --args 'i8 5, i8 5' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <10 x i1> <i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true>
; RUN: %llfuzz run %s --entry icmp --args 'i8 -128, i8 127' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <10 x i1> <i1 false, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true>
; RUN: %llfuzz run %s --entry icmp --args 'i8 0, i8 -1' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <10 x i1> <i1 false, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>
; samesign: <samesign ult, samesign sgt>
; RUN: %llfuzz run %s --entry samesign --args 'i8 1, i8 2' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <2 x i1> <i1 true, i1 false>
; RUN: %llfuzz run %s --entry samesign --args 'i8 -1, i8 -2' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <2 x i1> <i1 false, i1 true>
; RUN: %llfuzz run %s --entry samesign --args 'i8 -1, i8 1' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <2 x i1> <i1 poison, i1 poison>
; RUN: %llfuzz run %s --entry samesign --args 'i8 0, i8 -128' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <2 x i1> <i1 poison, i1 poison>
; RUN: %llfuzz run %s --entry samesign --args 'i8 0, i8 5' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <2 x i1> <i1 true, i1 false>
; a known bit can decide a comparison with undef bits, otherwise undef
; RUN: %llfuzz run %s --entry icmpundef --args 'i8 undef' | FileCheck %s --check-prefix=CHECK11
; CHECK11: <3 x i1> <i1 undef, i1 false, i1 true>
; wide, vectors and pointers
; RUN: %llfuzz run %s --entry icmpw --args 'i128 -1, i128 18446744073709551616' | FileCheck %s --check-prefix=CHECK12
; CHECK12: <2 x i1> <i1 true, i1 false>
; RUN: %llfuzz run %s --entry icmpv --args '<3 x i32> <i32 1, i32 poison, i32 3>' | FileCheck %s --check-prefix=CHECK13
; CHECK13: <3 x i1> <i1 false, i1 poison, i1 true>
; RUN: %llfuzz run %s --entry icmpp | FileCheck %s --check-prefix=CHECK14
; CHECK14: <4 x i1> <i1 true, i1 false, i1 true, i1 true>
;
; fcmp <false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true>
; RUN: %llfuzz run %s --entry fcmp --args 'double 1.0, double 2.0' | FileCheck %s --check-prefix=CHECK15
; CHECK15: <16 x i1> <i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true>
; RUN: %llfuzz run %s --entry fcmp --args 'double 2.0, double 2.0' | FileCheck %s --check-prefix=CHECK16
; CHECK16: <16 x i1> <i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true>
; RUN: %llfuzz run %s --entry fcmp --args 'double -0.0, double 0.0' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <16 x i1> <i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true>
; RUN: %llfuzz run %s --entry fcmp --args 'double 0x7FF8000000000000, double 1.0' | FileCheck %s --check-prefix=CHECK18
; CHECK18: <16 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
; RUN: %llfuzz run %s --entry fcmp --args 'double 1.0, double 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <16 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
; RUN: %llfuzz run %s --entry fcmp --args 'double 0x7FF0000000000000, double 1.0e308' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <16 x i1> <i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true>
; RUN: %llfuzz run %s --entry fcmp --args 'double -3.5, double -4.0' | FileCheck %s --check-prefix=CHECK21
; CHECK21: <16 x i1> <i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true>
; fast-math: <nnan oeq, ninf olt, fast ueq, plain uno>
; RUN: %llfuzz run %s --entry fcmpfmf --args 'float 1.0, float 1.0' | FileCheck %s --check-prefix=CHECK22
; CHECK22: <4 x i1> <i1 true, i1 false, i1 true, i1 false>
; RUN: %llfuzz run %s --entry fcmpfmf --args 'float 0x7FF8000000000000, float 1.0' | FileCheck %s --check-prefix=CHECK23
; CHECK23: <4 x i1> <i1 poison, i1 false, i1 poison, i1 true>
; RUN: %llfuzz run %s --entry fcmpfmf --args 'float 1.0, float 0x7FF0000000000000' | FileCheck %s --check-prefix=CHECK24
; CHECK24: <4 x i1> <i1 false, i1 poison, i1 poison, i1 false>
; half and fp128, vectors with poison
; RUN: %llfuzz run %s --entry fcmpv --args '<2 x half> <half 1.0, half poison>, fp128 0xL00000000000000007FFF800000000000' | FileCheck %s --check-prefix=CHECK25
; CHECK25: <3 x i1> <i1 true, i1 poison, i1 true>

define <10 x i1> @icmp(i8 %a, i8 %b) {
  %c0 = icmp eq i8 %a, %b
  %v0 = insertelement <10 x i1> poison, i1 %c0, i32 0
  %c1 = icmp ne i8 %a, %b
  %v1 = insertelement <10 x i1> %v0, i1 %c1, i32 1
  %c2 = icmp ugt i8 %a, %b
  %v2 = insertelement <10 x i1> %v1, i1 %c2, i32 2
  %c3 = icmp uge i8 %a, %b
  %v3 = insertelement <10 x i1> %v2, i1 %c3, i32 3
  %c4 = icmp ult i8 %a, %b
  %v4 = insertelement <10 x i1> %v3, i1 %c4, i32 4
  %c5 = icmp ule i8 %a, %b
  %v5 = insertelement <10 x i1> %v4, i1 %c5, i32 5
  %c6 = icmp sgt i8 %a, %b
  %v6 = insertelement <10 x i1> %v5, i1 %c6, i32 6
  %c7 = icmp sge i8 %a, %b
  %v7 = insertelement <10 x i1> %v6, i1 %c7, i32 7
  %c8 = icmp slt i8 %a, %b
  %v8 = insertelement <10 x i1> %v7, i1 %c8, i32 8
  %c9 = icmp sle i8 %a, %b
  %v9 = insertelement <10 x i1> %v8, i1 %c9, i32 9
  ret <10 x i1> %v9
}

define <2 x i1> @samesign(i8 %a, i8 %b) {
  %c0 = icmp samesign ult i8 %a, %b
  %c1 = icmp samesign sgt i8 %a, %b
  %v0 = insertelement <2 x i1> poison, i1 %c0, i32 0
  %v1 = insertelement <2 x i1> %v0, i1 %c1, i32 1
  ret <2 x i1> %v1
}

; x | 128 has bit 7 known 1: it is not 0 and it is u> 0, whatever the
; undef bits are; x == 0 depends on them: undef
define <3 x i1> @icmpundef(i8 %x) {
  %o = or i8 %x, -128
  %c0 = icmp eq i8 %x, 0
  %c1 = icmp eq i8 %o, 0
  %c2 = icmp ugt i8 %o, 0
  %v0 = insertelement <3 x i1> poison, i1 %c0, i32 0
  %v1 = insertelement <3 x i1> %v0, i1 %c1, i32 1
  %v2 = insertelement <3 x i1> %v1, i1 %c2, i32 2
  ret <3 x i1> %v2
}

define <2 x i1> @icmpw(i128 %a, i128 %b) {
  %c0 = icmp ugt i128 %a, %b
  %c1 = icmp sgt i128 %a, %b
  %v0 = insertelement <2 x i1> poison, i1 %c0, i32 0
  %v1 = insertelement <2 x i1> %v0, i1 %c1, i32 1
  ret <2 x i1> %v1
}

define <3 x i1> @icmpv(<3 x i32> %a) {
  %c = icmp sge <3 x i32> %a, <i32 2, i32 2, i32 2>
  ret <3 x i1> %c
}

@g = global [2 x i32] zeroinitializer
define <4 x i1> @icmpp() {
  %p = getelementptr i32, ptr @g, i64 1
  %q = getelementptr i8, ptr @g, i64 4
  %c0 = icmp eq ptr %p, %q
  %c1 = icmp eq ptr %p, @g
  %c2 = icmp ugt ptr %p, @g
  %c3 = icmp ne ptr @g, null
  %v0 = insertelement <4 x i1> poison, i1 %c0, i32 0
  %v1 = insertelement <4 x i1> %v0, i1 %c1, i32 1
  %v2 = insertelement <4 x i1> %v1, i1 %c2, i32 2
  %v3 = insertelement <4 x i1> %v2, i1 %c3, i32 3
  ret <4 x i1> %v3
}

define <16 x i1> @fcmp(double %a, double %b) {
  %c0 = fcmp false double %a, %b
  %v0 = insertelement <16 x i1> poison, i1 %c0, i32 0
  %c1 = fcmp oeq double %a, %b
  %v1 = insertelement <16 x i1> %v0, i1 %c1, i32 1
  %c2 = fcmp ogt double %a, %b
  %v2 = insertelement <16 x i1> %v1, i1 %c2, i32 2
  %c3 = fcmp oge double %a, %b
  %v3 = insertelement <16 x i1> %v2, i1 %c3, i32 3
  %c4 = fcmp olt double %a, %b
  %v4 = insertelement <16 x i1> %v3, i1 %c4, i32 4
  %c5 = fcmp ole double %a, %b
  %v5 = insertelement <16 x i1> %v4, i1 %c5, i32 5
  %c6 = fcmp one double %a, %b
  %v6 = insertelement <16 x i1> %v5, i1 %c6, i32 6
  %c7 = fcmp ord double %a, %b
  %v7 = insertelement <16 x i1> %v6, i1 %c7, i32 7
  %c8 = fcmp ueq double %a, %b
  %v8 = insertelement <16 x i1> %v7, i1 %c8, i32 8
  %c9 = fcmp ugt double %a, %b
  %v9 = insertelement <16 x i1> %v8, i1 %c9, i32 9
  %c10 = fcmp uge double %a, %b
  %v10 = insertelement <16 x i1> %v9, i1 %c10, i32 10
  %c11 = fcmp ult double %a, %b
  %v11 = insertelement <16 x i1> %v10, i1 %c11, i32 11
  %c12 = fcmp ule double %a, %b
  %v12 = insertelement <16 x i1> %v11, i1 %c12, i32 12
  %c13 = fcmp une double %a, %b
  %v13 = insertelement <16 x i1> %v12, i1 %c13, i32 13
  %c14 = fcmp uno double %a, %b
  %v14 = insertelement <16 x i1> %v13, i1 %c14, i32 14
  %c15 = fcmp true double %a, %b
  %v15 = insertelement <16 x i1> %v14, i1 %c15, i32 15
  ret <16 x i1> %v15
}

define <4 x i1> @fcmpfmf(float %a, float %b) {
  %c0 = fcmp nnan oeq float %a, %b
  %c1 = fcmp ninf olt float %a, %b
  %c2 = fcmp fast ueq float %a, %b
  %c3 = fcmp uno float %a, %b
  %v0 = insertelement <4 x i1> poison, i1 %c0, i32 0
  %v1 = insertelement <4 x i1> %v0, i1 %c1, i32 1
  %v2 = insertelement <4 x i1> %v1, i1 %c2, i32 2
  %v3 = insertelement <4 x i1> %v2, i1 %c3, i32 3
  ret <4 x i1> %v3
}

define <3 x i1> @fcmpv(<2 x half> %a, fp128 %q) {
  %c = fcmp ole <2 x half> %a, <half 1.0, half 1.0>
  %d = fcmp uno fp128 %q, 0xL00000000000000000000000000000000
  %v = shufflevector <2 x i1> %c, <2 x i1> poison, <3 x i32> <i32 0, i32 1, i32 poison>
  %w = insertelement <3 x i1> %v, i1 %d, i32 2
  ret <3 x i1> %w
}
