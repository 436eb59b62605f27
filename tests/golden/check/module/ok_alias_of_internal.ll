; An external alias of an internal function is a function other modules
; can call: it is compared (under the alias's name), though the internal
; function is not on its own.  -O2 keeps it right; a hand-written target
; whose internal body changed is found through the alias.
; REQUIRES: opt-22
; RUN: %llfuzz check %s --engine 'opt-22:-O2' | FileCheck %s --check-prefix=CHECK1
; CHECK1: @impl: internal: not compared on its own
; CHECK1: @user/@user: no counterexample
; CHECK1: @api/@impl: no counterexample
; CHECK1: 2 pairs: 2 without counterexample, 0 with a counterexample; 1 local or dropped function not compared on its own
; RUN: %exit 1 %llfuzz check %s %S/Inputs/ok_alias_of_internal_tgt.ll | FileCheck %s --check-prefix=CHECK2
; CHECK2: @user/@user: ERROR: value mismatch
; CHECK2: @api/@impl: ERROR: value mismatch
; RUN: %exit 1 %llfuzz check %s %S/Inputs/ok_alias_of_internal_tgt.ll --func api | FileCheck %s --check-prefix=CHECK3
; CHECK3: 1 pair: 0 without counterexample, 1 with a counterexample

@api = alias i32 (i32), ptr @impl

define internal i32 @impl(i32 %x) {
  %r = mul i32 %x, 5
  ret i32 %r
}

define i32 @user(i32 %x) {
  %r = call i32 @impl(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}
