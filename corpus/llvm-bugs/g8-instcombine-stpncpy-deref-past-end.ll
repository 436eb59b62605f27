; InstCombine marks the source of stpncpy(d, @a4 + 3, n) dereferenceable(2)
; although @a4 is c"1234" without a NUL: one byte is left, and with n <= 1
; the call reads at most that byte.  The attribute makes such a call UB.
;   opt-22 -passes=instcombine -S g8-instcombine-stpncpy-deref-past-end.ll
;   -> call ptr @stpncpy(ptr %d, ptr nonnull dereferenceable(2) getelementptr (... @a4, i64 3), i64 %n)
;   llfuzz check g8-...ll --engine opt-22:-passes=instcombine
;   -> source is more defined than target, input n = 0
; (found by bench/check-llvm-tests.sh on InstCombine/stpncpy-1.ll,
; call_stpncpy_xx_n; believed unreported)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-19:-passes=instcombine
; llfuzz-expect: divergence ub
; llfuzz-llvm: 19-
; llfuzz-input: @f(i64 0)
@a4 = constant [4 x i8] c"1234"
declare ptr @stpncpy(ptr, ptr, i64)
define i8 @f(i64 %n) {
  %d = alloca [8 x i8], align 8
  store i64 0, ptr %d
  %p = getelementptr [4 x i8], ptr @a4, i32 0, i32 3
  %e = call ptr @stpncpy(ptr %d, ptr %p, i64 %n)
  %v = load i8, ptr %d
  ret i8 %v
}
