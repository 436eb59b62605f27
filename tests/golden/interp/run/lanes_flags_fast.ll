; The bytecode loop's fast paths for vectors and flags give what sem.c gives,
; lane by lane (LangRef "Binary Operations", "Bitwise Binary Operations",
; "'select' Instruction"): a vector of integers computes its defined lanes
; itself and leaves poison, undef, a shift of w or more and a division by
; zero or INT_MIN / -1 to sem.c; a scalar shl nuw/nsw, lshr/ashr exact,
; or disjoint, sdiv/udiv exact takes the fast path when the flag holds and
; is poison when it does not; select with defined conditions picks lanes,
; a poison condition lane gives a poison lane, an undef one goes through
; sem.c; icmp of a vector compares its defined lanes itself.
;
; xor, lshr by <1, 31, 32, 0>, add nsw <INT_MAX, 1, 1, 1>
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry vbin --args '<4 x i32> <i32 6, i32 poison, i32 undef, i32 -1>, <4 x i32> <i32 0, i32 1, i32 2, i32 4>' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <4 x i32> <i32 poison, i32 poison, i32 poison, i32 -4>
; RUN: %llfuzz run %s --entry vbin --args '<4 x i32> <i32 0, i32 -1, i32 5, i32 undef>, <4 x i32> <i32 0, i32 0, i32 2, i32 4>' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <4 x i32> <i32 2147483647, i32 2, i32 poison, i32 poison>
; RUN: %llfuzz run %s --entry vdiv --args '<2 x i8> <i8 7, i8 poison>, <2 x i8> <i8 -1, i8 3>' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <2 x i8> <i8 -7, i8 poison>
; RUN: %exit 3 %llfuzz run %s --entry vdiv --args '<2 x i8> <i8 7, i8 -128>, <2 x i8> <i8 2, i8 -1>' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: sdiv i8 -128 by -1 overflows
; RUN: %exit 3 %llfuzz run %s --entry vdiv --args '<2 x i8> <i8 7, i8 1>, <2 x i8> <i8 -2, i8 0>' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: sdiv i8 1 by zero
;
; the flags, one case each way: shl nuw (0), shl nsw (1), lshr exact (2),
; or disjoint (3), sdiv exact (4), udiv exact (5)
; RUN: %llfuzz run %s --entry flags --args 'i8 64, i8 2, i32 0' | FileCheck %s --check-prefix=CHECK6
; CHECK6: i8 poison
; RUN: %llfuzz run %s --entry flags --args 'i8 32, i8 2, i32 0' | FileCheck %s --check-prefix=CHECK7
; CHECK7: i8 -128
; RUN: %llfuzz run %s --entry flags --args 'i8 -32, i8 2, i32 1' | FileCheck %s --check-prefix=CHECK8
; CHECK8: i8 -128
; RUN: %llfuzz run %s --entry flags --args 'i8 64, i8 1, i32 1' | FileCheck %s --check-prefix=CHECK9
; CHECK9: i8 poison
; RUN: %llfuzz run %s --entry flags --args 'i8 6, i8 1, i32 2' | FileCheck %s --check-prefix=CHECK10
; CHECK10: i8 3
; RUN: %llfuzz run %s --entry flags --args 'i8 5, i8 1, i32 2' | FileCheck %s --check-prefix=CHECK11
; CHECK11: i8 poison
; RUN: %llfuzz run %s --entry flags --args 'i8 5, i8 3, i32 3' | FileCheck %s --check-prefix=CHECK12
; CHECK12: i8 poison
; RUN: %llfuzz run %s --entry flags --args 'i8 5, i8 2, i32 3' | FileCheck %s --check-prefix=CHECK13
; CHECK13: i8 7
; RUN: %llfuzz run %s --entry flags --args 'i8 -6, i8 4, i32 4' | FileCheck %s --check-prefix=CHECK14
; CHECK14: i8 poison
; RUN: %llfuzz run %s --entry flags --args 'i8 -6, i8 2, i32 4' | FileCheck %s --check-prefix=CHECK15
; CHECK15: i8 -3
; RUN: %llfuzz run %s --entry flags --args 'i8 7, i8 2, i32 5' | FileCheck %s --check-prefix=CHECK16
; CHECK16: i8 poison
; RUN: %llfuzz run %s --entry flags --args 'i8 8, i8 2, i32 5' | FileCheck %s --check-prefix=CHECK17
; CHECK17: i8 4
; RUN: %llfuzz run %s --entry flags --args 'i8 8, i8 8, i32 0' | FileCheck %s --check-prefix=CHECK18
; CHECK18: i8 poison
;
; RUN: %llfuzz run %s --entry vsel --args '<3 x i1> <i1 true, i1 false, i1 poison>, <3 x i16> <i16 1, i16 2, i16 3>, <3 x i16> <i16 4, i16 5, i16 6>' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <3 x i16> <i16 1, i16 5, i16 poison>
; RUN: %llfuzz run %s --entry vsel --args '<3 x i1> <i1 true, i1 false, i1 true>, <3 x i16> <i16 1, i16 poison, i16 undef>, <3 x i16> <i16 4, i16 5, i16 6>' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <3 x i16> <i16 1, i16 5, i16 undef>
; an undef condition lane: the bits both operands agree on (2 = 0b010, 5 = 0b101)
; RUN: %llfuzz run %s --entry vsel --args '<3 x i1> <i1 true, i1 undef, i1 false>, <3 x i16> <i16 1, i16 2, i16 3>, <3 x i16> <i16 1, i16 5, i16 6>' | FileCheck %s --check-prefix=CHECK21
; CHECK21: <3 x i16> <i16 1, i16 0b0000000000000???, i16 6>
; RUN: %llfuzz run %s --entry ssel --args 'i1 false, <2 x ptr> <ptr null, ptr poison>, <2 x ptr> <ptr inttoptr (i64 8 to ptr), ptr null>' | FileCheck %s --check-prefix=CHECK22
; CHECK22: <2 x ptr> <ptr 0x8, ptr null>
; RUN: %llfuzz run %s --entry ssel --args 'i1 poison, <2 x ptr> <ptr null, ptr null>, <2 x ptr> <ptr null, ptr null>' | FileCheck %s --check-prefix=CHECK23
; CHECK23: <2 x ptr> <ptr poison, ptr poison>
; RUN: %llfuzz run %s --entry dsel --args 'i1 true, double 1.5, double 2.0' | FileCheck %s --check-prefix=CHECK24
; CHECK24: double 1.5
; RUN: %llfuzz run %s --entry dsel --args 'i1 false, double 1.5, double 2.0' | FileCheck %s --check-prefix=CHECK25
; CHECK25: double 2.0
;
; icmp slt/uge lane by lane (undef slt -128 is false for every choice)
; RUN: %llfuzz run %s --entry vslt --args '<4 x i8> <i8 -1, i8 5, i8 poison, i8 undef>, <4 x i8> <i8 1, i8 5, i8 0, i8 -128>' | FileCheck %s --check-prefix=CHECK26
; CHECK26: <4 x i1> <i1 true, i1 false, i1 poison, i1 false>
; RUN: %llfuzz run %s --entry vslt --args '<4 x i8> <i8 127, i8 -128, i8 3, i8 undef>, <4 x i8> <i8 -128, i8 127, i8 4, i8 0>' | FileCheck %s --check-prefix=CHECK27
; CHECK27: <4 x i1> <i1 false, i1 true, i1 true, i1 undef>
; RUN: %llfuzz run %s --entry vuge --args '<3 x i64> <i64 -1, i64 0, i64 7>, <3 x i64> <i64 1, i64 1, i64 7>' | FileCheck %s --check-prefix=CHECK28
; CHECK28: <3 x i1> <i1 true, i1 false, i1 true>

define <4 x i32> @vbin(<4 x i32> %a, <4 x i32> %b) {
  %x = xor <4 x i32> %a, %b
  %s = lshr <4 x i32> %x, <i32 1, i32 31, i32 32, i32 0>
  %t = add nsw <4 x i32> %s, <i32 2147483647, i32 1, i32 1, i32 1>
  ret <4 x i32> %t
}
define <2 x i8> @vdiv(<2 x i8> %a, <2 x i8> %b) {
  %d = sdiv <2 x i8> %a, %b
  ret <2 x i8> %d
}
define i8 @flags(i8 %a, i8 %b, i32 %k) {
  switch i32 %k, label %d [ i32 0, label %shlnuw
                            i32 1, label %shlnsw
                            i32 2, label %lshrexact
                            i32 3, label %ordisj
                            i32 4, label %sdivexact
                            i32 5, label %udivexact ]
shlnuw:
  %r0 = shl nuw i8 %a, %b
  ret i8 %r0
shlnsw:
  %r1 = shl nsw i8 %a, %b
  ret i8 %r1
lshrexact:
  %r2 = lshr exact i8 %a, %b
  ret i8 %r2
ordisj:
  %r3 = or disjoint i8 %a, %b
  ret i8 %r3
sdivexact:
  %r4 = sdiv exact i8 %a, %b
  ret i8 %r4
udivexact:
  %r5 = udiv exact i8 %a, %b
  ret i8 %r5
d:
  ret i8 0
}
define <3 x i16> @vsel(<3 x i1> %c, <3 x i16> %x, <3 x i16> %y) {
  %r = select <3 x i1> %c, <3 x i16> %x, <3 x i16> %y
  ret <3 x i16> %r
}
define <2 x ptr> @ssel(i1 %c, <2 x ptr> %x, <2 x ptr> %y) {
  %r = select i1 %c, <2 x ptr> %x, <2 x ptr> %y
  ret <2 x ptr> %r
}
define double @dsel(i1 %c, double %x, double %y) {
  %r = select i1 %c, double %x, double %y
  ret double %r
}
define <4 x i1> @vslt(<4 x i8> %a, <4 x i8> %b) {
  %r = icmp slt <4 x i8> %a, %b
  ret <4 x i1> %r
}
define <3 x i1> @vuge(<3 x i64> %a, <3 x i64> %b) {
  %r = icmp uge <3 x i64> %a, %b
  ret <3 x i1> %r
}
