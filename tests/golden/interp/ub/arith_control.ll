; exec/interp/ub.def: the rules about arithmetic and control flow.  Each
; RUN must stop with exit status 3 and name the rule; a defined run of the
; same function shows the function is otherwise fine.
;
; DIV_ZERO ("'udiv' Instruction" .. "'srem' Instruction")
; RUN: %exit 3 %llfuzz run %s --entry div --args 'i32 7, i32 0' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: UB: division by zero
; RUN: %llfuzz run %s --entry div --args 'i32 7, i32 2' | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 3
; a zero divisor is UB whatever the dividend, poison included
; RUN: %exit 3 %llfuzz run %s --entry div --args 'i32 poison, i32 0' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: UB: division by zero
; RUN: %llfuzz run %s --entry div --args 'i32 poison, i32 2' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 poison
; DIV_OVERFLOW ("'sdiv' Instruction", "'srem' Instruction")
; RUN: %exit 3 %llfuzz run %s --entry sdiv --args 'i32 -2147483648, i32 -1' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: UB: signed division overflow (INT_MIN / -1)
; RUN: %exit 3 %llfuzz run %s --entry srem --args 'i8 -128, i8 -1' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: UB: signed division overflow (INT_MIN / -1)
; DIVISOR_UNDEF (a divisor that may be 0 or -1: undef and poison alike)
; RUN: %exit 3 %llfuzz run %s --entry div --args 'i32 7, i32 undef' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7: UB: undef or poison divisor
; RUN: %exit 3 %llfuzz run %s --entry div --args 'i32 7, i32 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR8
; STDERR8: UB: undef or poison divisor
; BRANCH_UNDEF ("'br' Instruction")
; RUN: %exit 3 %llfuzz run %s --entry br --args 'i1 undef' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR9
; STDERR9: UB: branch on undef or poison
; RUN: %exit 3 %llfuzz run %s --entry br --args 'i1 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR10
; STDERR10: UB: branch on undef or poison
; RUN: %llfuzz run %s --entry br --args 'i1 true' | FileCheck %s --check-prefix=CHECK11
; CHECK11: i32 1
; SWITCH_UNDEF ("'switch' Instruction")
; RUN: %exit 3 %llfuzz run %s --entry sw --args 'i8 poison' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR12
; STDERR12: UB: switch on undef or poison
; RUN: %exit 3 %llfuzz run %s --entry sw --args 'i8 undef' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR13
; STDERR13: UB: switch on undef or poison
; INDIRECTBR ("'indirectbr' Instruction": the address must be one of the listed blocks)
; RUN: %exit 3 %llfuzz run %s --entry ibr --args 'i1 false' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR14
; STDERR14: UB: indirectbr to an address that is not one of its destinations
; RUN: %llfuzz run %s --entry ibr --args 'i1 true' | FileCheck %s --check-prefix=CHECK15
; CHECK15: i32 1
; UNREACHABLE ("'unreachable' Instruction")
; RUN: %exit 3 %llfuzz run %s --entry unr --args 'i1 false' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR16
; STDERR16: UB: unreachable executed
; RUN: %llfuzz run %s --entry unr --args 'i1 true' | FileCheck %s --check-prefix=CHECK17
; CHECK17: i32 0
; STACK_OVERFLOW: llfuzz's call depth limit stops an unbounded recursion
; (a limit: exit status 4)
; RUN: %exit 4 %llfuzz run %s --entry rec --args 'i32 0' --max-depth 100 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR18
; STDERR18: limit: stack overflow: call depth 100 reached

define i32 @div(i32 %a, i32 %b) {
  %r = udiv i32 %a, %b
  ret i32 %r
}

define i32 @sdiv(i32 %a, i32 %b) {
  %r = sdiv i32 %a, %b
  ret i32 %r
}

define i8 @srem(i8 %a, i8 %b) {
  %r = srem i8 %a, %b
  ret i8 %r
}

define i32 @br(i1 %c) {
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 0
}

define i32 @sw(i8 %x) {
  switch i8 %x, label %d [ i8 0, label %z ]
z:
  ret i32 0
d:
  ret i32 1
}

define i32 @ibr(i1 %c) {
entry:
  %a = select i1 %c, ptr blockaddress(@ibr, %one), ptr blockaddress(@ibr, %two)
  indirectbr ptr %a, [label %one]
one:
  ret i32 1
two:
  ret i32 2
}

define i32 @unr(i1 %c) {
  br i1 %c, label %ok, label %bad
ok:
  ret i32 0
bad:
  unreachable
}

define i32 @rec(i32 %n) {
  %m = add i32 %n, 1
  %r = call i32 @rec(i32 %m)
  ret i32 %r
}
