; What other modules can call or name must stay: a target that deletes an
; external function (@gone), only declares it (@declared), makes it
; internal (@hidden_now), changes its type (@retyped) or its calling
; convention (@fast_now), deletes an external global (@gvar_gone),
; changes its type (@gvar_retyped), makes it internal (@gvar_local) or
; constant (@gvar_const) has a counterexample, whatever its functions
; compute.  An unused linkonce_odr function and a weak_odr one kept as it
; is are fine.
; RUN: %exit 1 %llfuzz check %s %S/Inputs/err_interface_tgt.ll | FileCheck %s
; CHECK: @gvar_gone/@gvar_gone: ERROR: global: the target has no such global (other modules may use it)
; CHECK: @gvar_retyped/@gvar_retyped: ERROR: global: the globals have different sizes
; CHECK: @gvar_local/@gvar_local: ERROR: global: the target's is local
; CHECK: @gvar_const/@gvar_const: ERROR: global: the target's is constant
; CHECK: @gone/@gone: ERROR: the target has no such function, and other modules may call it
; CHECK: @declared/@declared: ERROR: the target only declares it
; CHECK: @hidden_now/@hidden_now: ERROR: the target's is local
; CHECK: @retyped/@retyped: ERROR: the functions have different types
; CHECK: @fast_now/@fast_now: ERROR: the functions have different calling conventions
; CHECK: @maybe: linkonce_odr: not compared on its own: dropped by the target
; CHECK: @kept/@kept: no counterexample
; CHECK: 10 pairs: 1 without counterexample, 9 with a counterexample; 1 local or dropped function not compared on its own

@gvar_gone = global i32 1
@gvar_retyped = global i32 2
@gvar_local = global i32 3
@gvar_const = global i32 4

define i32 @gone(i32 %x) {
  ret i32 %x
}

define i32 @declared(i32 %x) {
  ret i32 %x
}

define i32 @hidden_now(i32 %x) {
  ret i32 %x
}

define i32 @retyped(i32 %x, i32 %unused) {
  ret i32 %x
}

define i32 @fast_now(i32 %x) {
  ret i32 %x
}

define linkonce_odr i32 @maybe(i32 %x) {
  ret i32 %x
}

define weak_odr i32 @kept(i32 %x) {
  ret i32 %x
}
