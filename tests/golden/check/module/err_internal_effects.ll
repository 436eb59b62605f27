; An internal callee is checked through its external callers, so what it
; does that other modules see still counts: a store to an external global
; (@bump), a call to an external function (@log_it), and what it returns
; (@get_base: the target changed the internal global @base it reads,
; which shows in @scaled's result).
; RUN: %exit 1 %llfuzz check %s %S/Inputs/err_internal_effects_tgt.ll | FileCheck %s
; CHECK: @count/@count: ERROR: memory mismatch
; CHECK: memory @hits+0
; CHECK: @logged/@logged: ERROR: trace mismatch
; CHECK: @scaled/@scaled: ERROR: value mismatch
; CHECK: 3 pairs: 0 without counterexample, 3 with a counterexample; 3 local or dropped functions not compared on their own

@hits = global i32 0
@base = internal global i32 10

declare void @record(i32)

define internal void @bump(i32 %n) {
  %h = load i32, ptr @hits
  %h1 = add i32 %h, %n
  store i32 %h1, ptr @hits
  ret void
}

define internal void @log_it(i32 %x) {
  call void @record(i32 %x)
  ret void
}

define internal i32 @get_base() {
  %b = load i32, ptr @base
  ret i32 %b
}

define void @count(i32 %n) {
  call void @bump(i32 %n)
  ret void
}

define i32 @logged(i32 %x) {
  call void @log_it(i32 %x)
  ret i32 %x
}

define i32 @scaled(i32 %x) {
  %b = call i32 @get_base()
  %r = mul i32 %x, %b
  ret i32 %r
}
