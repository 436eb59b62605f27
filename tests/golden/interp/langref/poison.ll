; LangRef "Poison Values": the section's example, one step per function,
; and its list of operands where poison is immediate undefined behaviour.
;
; Example, first lines: sub nuw 0, 1 is poison; an operation on poison is
; poison; and poison, 0 is still poison (not 0).
; RUN: %llfuzz run %s --entry arith | FileCheck %s --check-prefix=CHECK1
; CHECK1: <3 x i32> <i32 poison, i32 poison, i32 poison>
; a GEP with a poison index is poison, and a store through it is UB
; RUN: %exit 3 %llfuzz run %s --entry gepstore 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: UB: memory access through an undef or poison pointer
; poison stored to memory is loaded back as poison, also by narrower and
; wider loads that overlap it
; RUN: %llfuzz run %s --entry mem | FileCheck %s --check-prefix=CHECK3
; CHECK3: { i32, i16, i64 } { i32 poison, i16 poison, i64 poison }
; icmp of poison is poison; a branch on it is UB (even with both
; destinations the same)
; RUN: %llfuzz run %s --entry cmp | FileCheck %s --check-prefix=CHECK4
; CHECK4: i1 poison
; RUN: %exit 3 %llfuzz run %s --entry cmpbr 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: UB: branch on undef or poison
;
; "Most instructions return poison when one of their arguments is poison.
; A notable exception is the select instruction": a poison operand not
; chosen does not matter; freeze stops the propagation.
; RUN: %llfuzz run %s --entry except --args 'i32 poison' | FileCheck %s --check-prefix=CHECK6
; CHECK6: { i32, i32, i32 } { i32 7, i32 poison, i32 unknown }
;
; The operands where poison is immediate UB: the pointer of a load or
; store, a divisor, a br condition, a callee, a noundef argument or return.
; RUN: %exit 3 %llfuzz run %s --entry load --args 'ptr poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7: UB: memory access through an undef or poison pointer
; RUN: %exit 3 %llfuzz run %s --entry divisor --args 'i32 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR8
; STDERR8: UB: undef or poison divisor
; a poison dividend is fine
; RUN: %llfuzz run %s --entry dividend --args 'i32 poison' | FileCheck %s --check-prefix=CHECK9
; CHECK9: i32 poison
; RUN: %exit 3 %llfuzz run %s --entry callee --args 'ptr poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR10
; STDERR10: UB: call through an undef or poison callee
; RUN: %exit 3 %llfuzz run %s --entry noundefarg --args 'i32 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR11
; STDERR11: UB: undef or poison where noundef forbids it
; RUN: %exit 3 %llfuzz run %s --entry noundefret --args 'i32 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR12
; STDERR12: UB: undef or poison where noundef forbids it
; without noundef, poison passes in and out of calls
; RUN: %llfuzz run %s --entry plaincall --args 'i32 poison' | FileCheck %s --check-prefix=CHECK13
; CHECK13: i32 poison

@g = global i64 0
@h = global [4 x i32] zeroinitializer

define <3 x i32> @arith() {
  %poison = sub nuw i32 0, 1
  %poison2 = sub i32 poison, 1
  %still_poison = and i32 %poison, 0
  %v0 = insertelement <3 x i32> poison, i32 %poison, i32 0
  %v1 = insertelement <3 x i32> %v0, i32 %poison2, i32 1
  %v2 = insertelement <3 x i32> %v1, i32 %still_poison, i32 2
  ret <3 x i32> %v2
}

define void @gepstore() {
  %poison = sub nuw i32 0, 1
  %still_poison = and i32 %poison, 0
  %poison_yet_again = getelementptr i32, ptr @h, i32 %still_poison
  store i32 0, ptr %poison_yet_again
  ret void
}

define { i32, i16, i64 } @mem() {
  %poison = sub nuw i32 0, 1
  store i32 %poison, ptr @g
  %poison3 = load i32, ptr @g
  %poison4 = load i16, ptr @g
  %poison5 = load i64, ptr @g
  %r0 = insertvalue { i32, i16, i64 } poison, i32 %poison3, 0
  %r1 = insertvalue { i32, i16, i64 } %r0, i16 %poison4, 1
  %r2 = insertvalue { i32, i16, i64 } %r1, i64 %poison5, 2
  ret { i32, i16, i64 } %r2
}

define i1 @cmp() {
  %poison = sub nuw i32 0, 1
  %cmp = icmp slt i32 %poison, 0
  ret i1 %cmp
}

define void @cmpbr() {
entry:
  %poison = sub nuw i32 0, 1
  %cmp = icmp slt i32 %poison, 0
  br i1 %cmp, label %end, label %end
end:
  ret void
}

define { i32, i32, i32 } @except(i32 %p) {
  %s = select i1 true, i32 7, i32 %p
  %t = select i1 false, i32 7, i32 %p
  %f = freeze i32 %p
  %r0 = insertvalue { i32, i32, i32 } poison, i32 %s, 0
  %r1 = insertvalue { i32, i32, i32 } %r0, i32 %t, 1
  %r2 = insertvalue { i32, i32, i32 } %r1, i32 %f, 2
  ret { i32, i32, i32 } %r2
}

define i32 @load(ptr %p) {
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @divisor(i32 %d) {
  %r = urem i32 10, %d
  ret i32 %r
}

define i32 @dividend(i32 %d) {
  %r = urem i32 %d, 10
  ret i32 %r
}

define i32 @callee(ptr %f) {
  %r = call i32 %f()
  ret i32 %r
}

define internal i32 @take(i32 noundef %x) {
  ret i32 %x
}

define i32 @noundefarg(i32 %x) {
  %r = call i32 @take(i32 %x)
  ret i32 %r
}

define internal noundef i32 @give(i32 %x) {
  ret i32 %x
}

define i32 @noundefret(i32 %x) {
  %r = call i32 @give(i32 %x)
  ret i32 %r
}

define internal i32 @plain(i32 %x) {
  ret i32 %x
}

define i32 @plaincall(i32 %x) {
  %r = call i32 @plain(i32 %x)
  ret i32 %r
}
