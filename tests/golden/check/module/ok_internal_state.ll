; Internal globals are not observable: a callee in another module cannot
; name them, so a call to an external function neither reads them (the
; trace compares only what the callee may read) nor are they compared when
; the run ends.  GlobalOpt shrinks @state to an i1 and deletes @seen with
; its stores; the external @ext keeps its store.  -O2 also inlines the
; internal functions and deletes them.
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine 'opt-22:-passes=globalopt' | FileCheck %s --check-prefix=CHECK1
; CHECK1: @bump: internal: not compared on its own
; CHECK1: @init/@init: no counterexample
; CHECK1: @query/@query: no counterexample
; CHECK1: 2 pairs: 2 without counterexample, 0 with a counterexample; 1 local or dropped function not compared on its own
; RUN: %llfuzz check %s --engine 'opt-22:-O2' --save-target %t/t2.ll | FileCheck %s --check-prefix=CHECK2
; CHECK2: 2 pairs: 2 without counterexample, 0 with a counterexample; 1 local or dropped function not compared on its own
; RUN: (! grep -F '@bump' %t/t2.ll)

@state = internal global i32 0
@seen = internal global i32 0
@ext = global i32 0

declare void @observe()

define internal void @bump(i32 %x) {
  %s = load i32, ptr @seen
  %t = add i32 %s, %x
  store i32 %t, ptr @seen
  ret void
}

define void @init(i32 %x) {
  store i32 1, ptr @state
  call void @bump(i32 %x)
  call void @observe()
  call void @bump(i32 %x)
  ret void
}

define i32 @query(i32 %x) {
  %s = load i32, ptr @state
  %r = add i32 %s, %x
  store i32 %r, ptr @ext
  call void @observe()
  ret i32 %r
}
