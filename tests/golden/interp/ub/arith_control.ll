; exec/interp/ub.def: the rules about arithmetic and control flow.  Each
; RUN must stop with exit status 3 and name the rule; a defined run of the
; same function shows the function is otherwise fine.
;
; DIV_ZERO ("'udiv' Instruction" .. "'srem' Instruction")
; RUN: llfuzz run %s --entry div --args 'i32 7, i32 0'
; EXIT: 3
; STDERR: UB: division by zero
; RUN: llfuzz run %s --entry div --args 'i32 7, i32 2'
; CHECK: i32 3
; a zero divisor is UB whatever the dividend, poison included
; RUN: llfuzz run %s --entry div --args 'i32 poison, i32 0'
; EXIT: 3
; STDERR: UB: division by zero
; RUN: llfuzz run %s --entry div --args 'i32 poison, i32 2'
; CHECK: i32 poison
; DIV_OVERFLOW ("'sdiv' Instruction", "'srem' Instruction")
; RUN: llfuzz run %s --entry sdiv --args 'i32 -2147483648, i32 -1'
; EXIT: 3
; STDERR: UB: signed division overflow (INT_MIN / -1)
; RUN: llfuzz run %s --entry srem --args 'i8 -128, i8 -1'
; EXIT: 3
; STDERR: UB: signed division overflow (INT_MIN / -1)
; DIVISOR_UNDEF (a divisor that may be 0 or -1: undef and poison alike)
; RUN: llfuzz run %s --entry div --args 'i32 7, i32 undef'
; EXIT: 3
; STDERR: UB: undef or poison divisor
; RUN: llfuzz run %s --entry div --args 'i32 7, i32 poison'
; EXIT: 3
; STDERR: UB: undef or poison divisor
; BRANCH_UNDEF ("'br' Instruction")
; RUN: llfuzz run %s --entry br --args 'i1 undef'
; EXIT: 3
; STDERR: UB: branch on undef or poison
; RUN: llfuzz run %s --entry br --args 'i1 poison'
; EXIT: 3
; STDERR: UB: branch on undef or poison
; RUN: llfuzz run %s --entry br --args 'i1 true'
; CHECK: i32 1
; SWITCH_UNDEF ("'switch' Instruction")
; RUN: llfuzz run %s --entry sw --args 'i8 poison'
; EXIT: 3
; STDERR: UB: switch on undef or poison
; RUN: llfuzz run %s --entry sw --args 'i8 undef'
; EXIT: 3
; STDERR: UB: switch on undef or poison
; INDIRECTBR ("'indirectbr' Instruction": the address must be one of the listed blocks)
; RUN: llfuzz run %s --entry ibr --args 'i1 false'
; EXIT: 3
; STDERR: UB: indirectbr to an address that is not one of its destinations
; RUN: llfuzz run %s --entry ibr --args 'i1 true'
; CHECK: i32 1
; UNREACHABLE ("'unreachable' Instruction")
; RUN: llfuzz run %s --entry unr --args 'i1 false'
; EXIT: 3
; STDERR: UB: unreachable executed
; RUN: llfuzz run %s --entry unr --args 'i1 true'
; CHECK: i32 0
; STACK_OVERFLOW: llfuzz's call depth limit stops an unbounded recursion
; (a limit: exit status 4)
; RUN: llfuzz run %s --entry rec --args 'i32 0' --max-depth 100
; EXIT: 4
; STDERR: limit: stack overflow: call depth 100 reached

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
