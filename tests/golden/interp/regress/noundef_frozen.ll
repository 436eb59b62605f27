; A frozen undef is one arbitrary but defined value: passing it to a noundef
; parameter or returning it from a noundef function is not UB (LangRef
; "'freeze' Instruction", "Parameter Attributes": noundef).  An unfrozen undef
; in the same place is.
;
; RUN: %llfuzz run %s --entry frozen | FileCheck %s --check-prefix=CHECK1
; CHECK1: i32 1
; RUN: %llfuzz run %s --entry frozen_ret | FileCheck %s --check-prefix=CHECK2
; CHECK2: i8 1
; RUN: %exit 3 %llfuzz run %s --entry unfrozen 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3-DAG: UB: undef or poison where noundef forbids it
; STDERR3-DAG: argument 1 of @callee is i32 undef

define i32 @callee(i32 noundef %x) {
  %y = xor i32 %x, %x
  %z = add i32 %y, 1
  ret i32 %z
}

define i32 @frozen() {
  %f = freeze i32 undef
  %r = call i32 @callee(i32 noundef %f)
  ret i32 %r
}

define noundef i8 @frozen_ret_inner() {
  %f = freeze i8 undef
  ret i8 %f
}

define i8 @frozen_ret() {
  %v = call i8 @frozen_ret_inner()
  %y = sub i8 %v, %v
  %z = add i8 %y, 1
  ret i8 %z
}

define i32 @unfrozen() {
  %r = call i32 @callee(i32 noundef undef)
  ret i32 %r
}
