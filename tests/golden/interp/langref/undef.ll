; LangRef "Undefined Values": each example of the section as a function,
; run in the default --undef=track mode (undef bits print as '?', a wholly
; undef value as `undef`, fixed-unknown bits as '*' or `unknown`).
;
; Example 1: add, sub and xor with an undef operand: every result bit
; depends on an undef bit, so the result may be anything: undef.
; RUN: %llfuzz run %s --entry ex1 --args 'i8 85' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <3 x i8> <i8 undef, i8 undef, i8 undef>
;
; Example 2: or/and with undef are not undef: a 1 bit of X forces a 1 in
; the or, a 0 bit forces a 0 in the and; the other bits are undef (-1 and
; 0 are both possible results, and so is X itself).
; RUN: %llfuzz run %s --entry ex2 --args 'i8 15' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <2 x i8> <i8 0b????1111, i8 0b0000????>
; RUN: %llfuzz run %s --entry ex2 --args 'i8 -1' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <2 x i8> <i8 -1, i8 undef>
;
; Example 3: an undef select condition goes either way, but the result
; is one of the two operands: bits both operands agree on are known (X and
; Y with a clear low bit give a clear low bit); select undef, 42, Y is 42
; or Y; select X, Y, undef is Y when X is true and undef when it is false.
; <select undef, X, Y; select undef, 42, Y; select C, Y, undef>
; 4 = 0b00000100 and 6 = 0b00000110 differ in bit 1; 42 = 0b00101010 and 6
; differ in bits 2, 3 and 5
; RUN: %llfuzz run %s --entry ex3 --args 'i8 4, i8 6, i1 true' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <3 x i8> <i8 0b000001?0, i8 0b00?0??10, i8 6>
; RUN: %llfuzz run %s --entry ex3 --args 'i8 4, i8 6, i1 false' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <3 x i8> <i8 0b000001?0, i8 0b00?0??10, i8 undef>
; both operands equal: the select is that value, whatever the condition
; RUN: %llfuzz run %s --entry ex3 --args 'i8 42, i8 42, i1 true' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <3 x i8> <i8 42, i8 42, i8 42>
;
; Example 4: two undef operands are not the same value: xor undef, undef
; and xor B, B with B = undef are undef, not 0; icmp slt/sge of an undef
; are both undef (they need not be each other's negation).
; <xor undef, undef; xor B, B; icmp slt D, 4; icmp sge D, 4>
; RUN: %llfuzz run %s --entry ex4 --args 'i8 undef' | FileCheck %s --check-prefix=CHECK7
; CHECK7: { i8, i8, i1, i1 } { i8 undef, i8 undef, i1 undef, i1 undef }
; ...while freeze gives every use the same value: F ^ F is 0
; RUN: %llfuzz run %s --entry ex4freeze --args 'i8 undef' | FileCheck %s --check-prefix=CHECK8
; CHECK8: { i8, i8 } { i8 unknown, i8 0 }
; The concrete modes choose a value at each use of undef by an operation
; that tracking bit by bit cannot compute exactly: X + X may be odd for X =
; B & 15 (X + X is at most 30, though tracking calls every bit undef).  The
; xors and the compares, which it computes exactly, keep their undef bits.
; RUN: %llfuzz run %s --entry ex4 --args 'i8 undef' --undef=random --seed 3 | FileCheck %s --check-prefix=CHECK9
; CHECK9: { i8, i8, i1, i1 } { i8 undef, i8 undef, i1 undef, i1 undef }
; RUN: %llfuzz run %s --entry ex4add --args 'i8 undef' --undef=random --seed 1 | FileCheck %s --check-prefix=CHECK10
; CHECK10: i8 15
;
; Example 5: sdiv undef, X may be folded to 0 (undef may be 0): 0 is one
; of its values; sdiv X, undef is undefined behaviour (undef may be 0).
; RUN: %llfuzz run %s --entry ex5a --args 'i8 3' | FileCheck %s --check-prefix=CHECK11
; CHECK11: i8 undef
; RUN: %llfuzz run %s --entry ex5a --args 'i8 3' --undef=zero | FileCheck %s --check-prefix=CHECK12
; CHECK12: i8 0
; RUN: %exit 3 %llfuzz run %s --entry ex5b --args 'i8 3' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR13
; STDERR13: UB: undef or poison divisor
;
; Example 6: a store of undef leaves undef bytes in memory (the store may
; be assumed to have no effect: undef covers what was there); a store to an
; undef address is undefined behaviour.
; RUN: %llfuzz run %s --entry ex6a | FileCheck %s --check-prefix=CHECK14
; CHECK14: i32 undef
; RUN: %exit 3 %llfuzz run %s --entry ex6b 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR15
; STDERR15: UB: memory access through an undef or poison pointer
;
; Example 7: branching on undef is UB; so is a switch on (undef & 255) and
; on an undef loaded from memory; a switch on (undef | 255) is well defined
; (always 255); a branch on freeze(undef) is a well-defined,
; nondeterministic jump.
; RUN: %exit 3 %llfuzz run %s --entry ex7br 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR16
; STDERR16: UB: branch on undef or poison
; RUN: %exit 3 %llfuzz run %s --entry ex7and 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR17
; STDERR17: UB: switch on undef or poison
; RUN: %exit 3 %llfuzz run %s --entry ex7load 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR18
; STDERR18: UB: switch on undef or poison
; RUN: %llfuzz run %s --entry ex7or | FileCheck %s --check-prefix=CHECK19
; CHECK19: i32 255
; RUN: %llfuzz run %s --entry ex7freeze | FileCheck %s --check-prefix=CHECK20
; CHECK20: i32 {{1|2}}

define <3 x i8> @ex1(i8 %x) {
  %a = add i8 %x, undef
  %b = sub i8 %x, undef
  %c = xor i8 %x, undef
  %v0 = insertelement <3 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <3 x i8> %v0, i8 %b, i32 1
  %v2 = insertelement <3 x i8> %v1, i8 %c, i32 2
  ret <3 x i8> %v2
}

define <2 x i8> @ex2(i8 %x) {
  %a = or i8 %x, undef
  %b = and i8 %x, undef
  %v0 = insertelement <2 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <2 x i8> %v0, i8 %b, i32 1
  ret <2 x i8> %v1
}

define <3 x i8> @ex3(i8 %x, i8 %y, i1 %c) {
  %a = select i1 undef, i8 %x, i8 %y
  %b = select i1 undef, i8 42, i8 %y
  %cc = select i1 %c, i8 %y, i8 undef
  %v0 = insertelement <3 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <3 x i8> %v0, i8 %b, i32 1
  %v2 = insertelement <3 x i8> %v1, i8 %cc, i32 2
  ret <3 x i8> %v2
}

define { i8, i8, i1, i1 } @ex4(i8 %b) {
  %a = xor i8 undef, undef
  %c = xor i8 %b, %b
  %e = icmp slt i8 %b, 4
  %f = icmp sge i8 %b, 4
  %r0 = insertvalue { i8, i8, i1, i1 } poison, i8 %a, 0
  %r1 = insertvalue { i8, i8, i1, i1 } %r0, i8 %c, 1
  %r2 = insertvalue { i8, i8, i1, i1 } %r1, i1 %e, 2
  %r3 = insertvalue { i8, i8, i1, i1 } %r2, i1 %f, 3
  ret { i8, i8, i1, i1 } %r3
}

define i8 @ex4add(i8 %b) {
  %x = and i8 %b, 15
  %r = add i8 %x, %x
  ret i8 %r
}

define { i8, i8 } @ex4freeze(i8 %b) {
  %f = freeze i8 %b
  %c = xor i8 %f, %f
  %r0 = insertvalue { i8, i8 } poison, i8 %f, 0
  %r1 = insertvalue { i8, i8 } %r0, i8 %c, 1
  ret { i8, i8 } %r1
}

define i8 @ex5a(i8 %x) {
  %a = sdiv i8 undef, %x
  ret i8 %a
}

define i8 @ex5b(i8 %x) {
  %b = sdiv i8 %x, undef
  ret i8 %b
}

define i32 @ex6a() {
  %p = alloca i32
  store i32 7, ptr %p
  store i32 undef, ptr %p
  %l = load i32, ptr %p
  ret i32 %l
}

define void @ex6b() {
  store i32 0, ptr undef
  ret void
}

define i32 @ex7br() {
  br i1 undef, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

define i32 @ex7and() {
  %x = and i32 undef, 255
  switch i32 %x, label %ret [ i32 0, label %zero ]
zero:
  ret i32 0
ret:
  ret i32 1
}

define i32 @ex7load() {
  %p = alloca i8
  store i8 undef, ptr %p
  %x = load i8, ptr %p
  switch i8 %x, label %ret [ i8 0, label %zero ]
zero:
  ret i32 0
ret:
  ret i32 1
}

define i32 @ex7or() {
  %x = or i8 undef, 255
  switch i8 %x, label %ret [ i8 -1, label %all ]
all:
  ret i32 255
ret:
  ret i32 1
}

define i32 @ex7freeze() {
  %x = freeze i1 undef
  br i1 %x, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
