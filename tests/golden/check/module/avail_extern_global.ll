; An available_externally global is another module's definition, whose
; initializer the source shows (LangRef "Linkage Types").  opt -O2 drops
; it to a declaration (elim-avail-extern); the target's bytes of it were
; then the environment's, and a global nothing wrote ended with other bytes
; than the source's: a "memory mismatch" on InstCombine/align-external.ll
; under -O2.  The target's declaration takes the source's initializer back.
; RUN: %llfuzz check %s --engine opt-22:-O2 | FileCheck %s
; CHECK: @f/@f: no counterexample in 64 inputs
; CHECK: @g/@g: no counterexample in 64 inputs
; CHECK: 2 pairs: 2 without counterexample, 0 with a counterexample
@C = available_externally global <4 x i32> zeroinitializer, align 4
@D = available_externally global i32 7, align 4

define i32 @f(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @g() {
  %v = load i32, ptr @D, align 4
  ret i32 %v
}
