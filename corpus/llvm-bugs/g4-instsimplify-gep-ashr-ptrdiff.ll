; InstSimplify folds  gep i16, %p, ((ptrtoint (gep i8, %p, %x) - ptrtoint %p) ashr 1)
; into  gep i8, %p, %x.  The ashr drops the difference's low bit: for an odd
; %x the source points to %p + %x - 1, the fold to %p + %x.  (The fold dates
; from typed pointers, where the pointee type implied an even difference;
; with opaque pointers nothing does.)  Also with ptrtoaddr.
;   opt-22 -passes=instsimplify -S g4-instsimplify-gep-ashr-ptrdiff.ll  -> ret ptr %q
;   llfuzz check g4-instsimplify-gep-ashr-ptrdiff.ll --engine opt-22:-passes=instsimplify
;   -> value mismatch, input i64 1: source %p, target %p+1
; (found by bench/check-llvm-tests.sh on InstSimplify/ptrtoaddr.ll,
; gep_of_sub_ptrtoaddr_ashr; believed unreported)
; llfuzz-engine: opt-22:-passes=instsimplify
; llfuzz-engine: opt-19:-passes=instsimplify
; llfuzz-engine: opt-14:-passes=instsimplify
; llfuzz-expect: divergence value
; llfuzz-llvm: 14-
; llfuzz-input: @f(ptr null, i64 1)
define ptr @f(ptr %p, i64 %x) {
  %q = getelementptr i8, ptr %p, i64 %x
  %qi = ptrtoint ptr %q to i64
  %pi = ptrtoint ptr %p to i64
  %d = sub i64 %qi, %pi
  %h = ashr i64 %d, 1
  %r = getelementptr i16, ptr %p, i64 %h
  ret ptr %r
}
