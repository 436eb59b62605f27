; Integer vector operations whose lanes are all defined and which carry no
; flag compute every lane in one loop per operation: the results are the
; lane by lane ones (LangRef "Binary Operations", "Bitwise Binary
; Operations"): wrapping add, sub and mul; a shift by the width or more is
; a poison lane, the other lanes computed; ashr copies the sign of odd
; widths; an undef lane or a flag takes the lane by lane path.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry all --args '<9 x i16> <i16 1, i16 -1, i16 32767, i16 -32768, i16 12345, i16 -2, i16 255, i16 256, i16 -21846>, <9 x i16> <i16 3, i16 1, i16 2, i16 -1, i16 -12345, i16 7, i16 255, i16 -256, i16 21845>' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <9 x i16> <i16 0, i16 -16374, i16 -8163, i16 32767, i16 -4702, i16 -665, i16 32640, i16 0, i16 -14563>
; RUN: %llfuzz run %s --entry vshl --args '<4 x i8> <i8 1, i8 -1, i8 3, i8 64>, <4 x i8> <i8 7, i8 1, i8 8, i8 1>' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <4 x i8> <i8 -128, i8 -2, i8 poison, i8 -128>
; RUN: %llfuzz run %s --entry vlshr --args '<4 x i8> <i8 -128, i8 -1, i8 3, i8 64>, <4 x i8> <i8 7, i8 -1, i8 1, i8 6>' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <4 x i8> <i8 1, i8 poison, i8 1, i8 1>
; RUN: %llfuzz run %s --entry vashr --args '<4 x i8> <i8 -128, i8 -1, i8 100, i8 -100>, <4 x i8> <i8 7, i8 3, i8 2, i8 2>' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <4 x i8> <i8 -1, i8 -1, i8 25, i8 -25>
; RUN: %llfuzz run %s --entry vashr --args '<4 x i8> <i8 -128, i8 undef, i8 100, i8 -100>, <4 x i8> <i8 7, i8 3, i8 2, i8 2>' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <4 x i8> <i8 -1, i8 undef, i8 25, i8 -25>
; RUN: %llfuzz run %s --entry odd --args '<3 x i5> <i5 -16, i5 15, i5 -3>, <3 x i5> <i5 4, i5 1, i5 2>' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <3 x i5> <i5 -16, i5 9, i5 3>
; RUN: %llfuzz run %s --entry wide --args '<2 x i64> <i64 4294967296, i64 -3>, <2 x i64> <i64 4294967296, i64 5>' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <2 x i64> <i64 0, i64 -8>
; RUN: %llfuzz run %s --entry nuw --args '<2 x i8> <i8 200, i8 1>, <2 x i8> <i8 100, i8 2>' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <2 x i8> <i8 poison, i8 3>

define <9 x i16> @all(<9 x i16> %x, <9 x i16> %y) {
  %a = add <9 x i16> %x, %y
  %s = sub <9 x i16> %x, %y
  %m = mul <9 x i16> %x, %y
  %n = and <9 x i16> %x, %y
  %o = or <9 x i16> %x, %y
  %e = xor <9 x i16> %x, %y
  %l = shl <9 x i16> %x, <i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 15>
  %r = lshr <9 x i16> %x, <i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 15>
  %q = ashr <9 x i16> %x, <i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 15>
  %t1 = xor <9 x i16> %a, %s
  %t2 = add <9 x i16> %t1, %m
  %t3 = sub <9 x i16> %t2, %n
  %t4 = xor <9 x i16> %t3, %o
  %t5 = mul <9 x i16> %t4, %e
  %t6 = add <9 x i16> %t5, %l
  %t7 = xor <9 x i16> %t6, %r
  %t8 = sub <9 x i16> %t7, %q
  ret <9 x i16> %t8
}

define <4 x i8> @vshl(<4 x i8> %x, <4 x i8> %y) {
  %r = shl <4 x i8> %x, %y
  ret <4 x i8> %r
}

define <4 x i8> @vlshr(<4 x i8> %x, <4 x i8> %y) {
  %r = lshr <4 x i8> %x, %y
  ret <4 x i8> %r
}

define <4 x i8> @vashr(<4 x i8> %x, <4 x i8> %y) {
  %r = ashr <4 x i8> %x, %y
  ret <4 x i8> %r
}

define <3 x i5> @odd(<3 x i5> %x, <3 x i5> %y) {
  %r = ashr <3 x i5> %x, %y
  %m = mul <3 x i5> %r, %x
  ret <3 x i5> %m
}

define <2 x i64> @wide(<2 x i64> %x, <2 x i64> %y) {
  %m = mul <2 x i64> %x, %y
  %s = ashr <2 x i64> %m, <i64 63, i64 1>
  ret <2 x i64> %s
}

define <2 x i8> @nuw(<2 x i8> %x, <2 x i8> %y) {
  %r = add nuw <2 x i8> %x, %y
  ret <2 x i8> %r
}
