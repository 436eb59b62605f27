; LangRef "Terminator Instructions": ret, br, switch, indirectbr (to a
; blockaddress), invoke (a callee that returns normally continues at the
; normal label), unreachable (not reached here; see ../ub/); and "Other
; Operations": phi (the value for the edge taken), select (a poison
; condition gives poison; the arm not chosen may be poison; lane-wise on
; vectors), freeze (poison or undef becomes one fixed, unknown value; a
; defined value is unchanged).
;
; br/phi: a loop summing 1..n
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz run %s --entry sum --args 'i32 10' | FileCheck %s --check-prefix=CHECK1
; CHECK1: i32 55
; RUN: %llfuzz run %s --entry sum --args 'i32 0' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 0
; switch: cases 1, 2, 300 (i16), default
; RUN: %llfuzz run %s --entry sw --args 'i16 1' | FileCheck %s --check-prefix=CHECK3
; CHECK3: i32 10
; RUN: %llfuzz run %s --entry sw --args 'i16 2' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 20
; RUN: %llfuzz run %s --entry sw --args 'i16 300' | FileCheck %s --check-prefix=CHECK5
; CHECK5: i32 30
; RUN: %llfuzz run %s --entry sw --args 'i16 -1' | FileCheck %s --check-prefix=CHECK6
; CHECK6: i32 -1
; a switch on an i128
; RUN: %llfuzz run %s --entry sw128 --args 'i128 18446744073709551616' | FileCheck %s --check-prefix=CHECK7
; CHECK7: i8 1
; RUN: %llfuzz run %s --entry sw128 --args 'i128 0' | FileCheck %s --check-prefix=CHECK8
; CHECK8: i8 0
; indirectbr
; RUN: %llfuzz run %s --entry ibr --args 'i1 true' | FileCheck %s --check-prefix=CHECK9
; CHECK9: i32 111
; RUN: %llfuzz run %s --entry ibr --args 'i1 false' | FileCheck %s --check-prefix=CHECK10
; CHECK10: i32 222
; invoke: the callee returns, control goes on at the normal label
; RUN: %llfuzz run %s --entry inv --args 'i32 4' | FileCheck %s --check-prefix=CHECK11
; CHECK11: i32 9
; ret of void, of an aggregate
; RUN: %llfuzz run %s --entry retvoid | FileCheck %s --check-prefix=CHECK12
; CHECK12: void
; RUN: %llfuzz run %s --entry retagg --args 'i8 3' | FileCheck %s --check-prefix=CHECK13
; CHECK13: { i8, [2 x i1] } { i8 3, [2 x i1] [i1 true, i1 false] }
;
; select
; RUN: %llfuzz run %s --entry sel --args 'i1 true, i32 1, i32 poison' | FileCheck %s --check-prefix=CHECK14
; CHECK14: i32 1
; RUN: %llfuzz run %s --entry sel --args 'i1 false, i32 1, i32 poison' | FileCheck %s --check-prefix=CHECK15
; CHECK15: i32 poison
; RUN: %llfuzz run %s --entry sel --args 'i1 poison, i32 1, i32 1' | FileCheck %s --check-prefix=CHECK16
; CHECK16: i32 poison
; an undef condition picks either arm: known bits the arms agree on survive
; RUN: %llfuzz run %s --entry sel --args 'i1 undef, i32 5, i32 7' | FileCheck %s --check-prefix=CHECK17
; CHECK17: i32 0b000000000000000000000000000001?1
; RUN: %llfuzz run %s --entry selv --args '<3 x i1> <i1 true, i1 false, i1 poison>' | FileCheck %s --check-prefix=CHECK18
; CHECK18: <3 x i8> <i8 1, i8 -2, i8 poison>
; select on floats with fast-math flags: nnan makes a NaN result poison
; RUN: %llfuzz run %s --entry self --args 'i1 true, float 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK19
; CHECK19: <3 x float> <float poison, float nan(0x7FC00000), float nan(0x7FC00000)>
; RUN: %llfuzz run %s --entry self --args 'i1 false, float 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK20
; CHECK20: <3 x float> <float 1.0, float 1.0, float unknown>
; ninf; nsz: a zero result's sign is not known
; RUN: %llfuzz run %s --entry self --args 'i1 true, float 0xFFF0000000000000' | FileCheck %s --check-prefix=CHECK21
; CHECK21: <3 x float> <float -inf, float -inf, float poison>
; RUN: %llfuzz run %s --entry self --args 'i1 true, float 0.0' | FileCheck %s --check-prefix=CHECK22
; CHECK22: <3 x float> <float 0.0, float 0.0, float unknown>
;
; freeze
; RUN: %llfuzz run %s --entry frz --args 'i32 5' | FileCheck %s --check-prefix=CHECK23
; CHECK23: { i32, i32 } { i32 5, i32 0 }
; a frozen poison is one value: x - x is 0
; RUN: %llfuzz run %s --entry frz --args 'i32 poison' | FileCheck %s --check-prefix=CHECK24
; CHECK24: { i32, i32 } { i32 unknown, i32 {{0|unknown}} }
; RUN: %llfuzz run %s --entry frz --args 'i32 undef' | FileCheck %s --check-prefix=CHECK25
; CHECK25: { i32, i32 } { i32 unknown, i32 {{0|unknown}} }
; lane-wise, and the defined bits of a partly undef value stay
; RUN: %llfuzz run %s --entry frzv --args '<3 x i8> <i8 1, i8 poison, i8 undef>' | FileCheck %s --check-prefix=CHECK26
; CHECK26: { <3 x i8>, i8 } { <3 x i8> <i8 1, i8 unknown, i8 unknown>, i8 0b****1111 }
; in ZERO mode a frozen undef reads as 0
; RUN: %llfuzz run %s --entry frz --args 'i32 undef' --undef=zero | FileCheck %s --check-prefix=CHECK27
; CHECK27: { i32, i32 } { i32 0, i32 0 }

define i32 @sum(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %i1 = add i32 %i, 1
  %s1 = add i32 %s, %i1
  br label %loop
done:
  ret i32 %s
}

define i32 @sw(i16 %x) {
entry:
  switch i16 %x, label %def [ i16 1, label %one
                              i16 2, label %two
                              i16 300, label %three ]
one:
  br label %out
two:
  br label %out
three:
  br label %out
def:
  br label %out
out:
  %r = phi i32 [ 10, %one ], [ 20, %two ], [ 30, %three ], [ -1, %def ]
  ret i32 %r
}

define i8 @sw128(i128 %x) {
  switch i128 %x, label %no [ i128 18446744073709551616, label %yes ]
yes:
  ret i8 1
no:
  ret i8 0
}

define i32 @ibr(i1 %c) {
entry:
  %a = select i1 %c, ptr blockaddress(@ibr, %l1), ptr blockaddress(@ibr, %l2)
  indirectbr ptr %a, [label %l1, label %l2]
l1:
  ret i32 111
l2:
  ret i32 222
}

define i32 @callee(i32 %x) {
  %y = mul i32 %x, 2
  ret i32 %y
}

declare i32 @__gxx_personality_v0(...)

define i32 @inv(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @callee(i32 %x) to label %ok unwind label %lp
ok:
  %s = add i32 %r, 1
  ret i32 %s
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 -1
}

define void @retvoid() {
  ret void
}

define { i8, [2 x i1] } @retagg(i8 %x) {
  %a = insertvalue { i8, [2 x i1] } { i8 0, [2 x i1] [i1 true, i1 false] }, i8 %x, 0
  ret { i8, [2 x i1] } %a
}

define i32 @sel(i1 %c, i32 %a, i32 %b) {
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}

define <3 x i8> @selv(<3 x i1> %c) {
  %r = select <3 x i1> %c, <3 x i8> <i8 1, i8 1, i8 1>, <3 x i8> <i8 -2, i8 -2, i8 -2>
  ret <3 x i8> %r
}

define <3 x float> @self(i1 %c, float %x) {
  %a = select nnan i1 %c, float %x, float 1.0
  %b = select i1 %c, float %x, float 1.0
  %d = select ninf nsz i1 %c, float %x, float -0.0
  %v0 = insertelement <3 x float> poison, float %a, i32 0
  %v1 = insertelement <3 x float> %v0, float %b, i32 1
  %v2 = insertelement <3 x float> %v1, float %d, i32 2
  ret <3 x float> %v2
}

define { i32, i32 } @frz(i32 %x) {
  %f = freeze i32 %x
  %d = sub i32 %f, %f
  %r0 = insertvalue { i32, i32 } poison, i32 %f, 0
  %r1 = insertvalue { i32, i32 } %r0, i32 %d, 1
  ret { i32, i32 } %r1
}

define { <3 x i8>, i8 } @frzv(<3 x i8> %v) {
  %f = freeze <3 x i8> %v
  %e = extractelement <3 x i8> %v, i32 2
  %o = or i8 %e, 15
  %g = freeze i8 %o
  %r0 = insertvalue { <3 x i8>, i8 } poison, <3 x i8> %f, 0
  %r1 = insertvalue { <3 x i8>, i8 } %r0, i8 %g, 1
  ret { <3 x i8>, i8 } %r1
}
