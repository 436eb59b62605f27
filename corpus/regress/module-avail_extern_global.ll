; opt -O2 drops an available_externally global to a declaration; the
; target's bytes of it were the environment's, not the initializer the
; source shows, and the final bytes of a global nothing wrote differed (a
; false alarm from InstCombine/align-external.ll under -O2; also
; tests/golden/check/module/avail_extern_global.ll).
; llfuzz-engine: opt-22:-O2
; llfuzz-expect: refines
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
