; Where the module says two pointers do not alias, the oracle gives no
; aliasing inputs: the interpreter does not judge noalias or TBAA, so an
; aliasing input would blame LLVM for the source's broken promise.  Both
; folds below are correct only because of that promise.
; RUN: %llfuzz check %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: @src1/@tgt1: no counterexample
; CHECK1: 1 pair: 1 without counterexample, 0 with a counterexample
; RUN: %llfuzz check %S/Inputs/alias_tbaa.ll | FileCheck %s --check-prefix=CHECK2
; CHECK2: @src/@tgt: no counterexample
; CHECK2: 1 pair: 1 without counterexample, 0 with a counterexample

define i32 @src1(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt1(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  ret i32 1
}
