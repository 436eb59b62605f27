; A global's address is not known to the program (LangRef); llfuzz picks
; one from the name alone, the same in the source's module and the
; target's.  Before, globals and functions were laid out in module order:
; a target without an unused declaration or global (opt -O2 drops them)
; moved every object after it, and a ptrtoint of a function or a global
; gave another number: a "value mismatch" on InstSimplify/select.ll's
; @all_constant_true_undef_false_constexpr and InstCombine/
; constant-fold-gep.ll's @gep_sub_self under -O2.
; RUN: %llfuzz check %s %S/Inputs/global_address_by_name_tgt.ll | FileCheck %s
; CHECK: @addr_of_f/@addr_of_f: no counterexample in 64 inputs
; CHECK: @addr_of_g/@addr_of_g: no counterexample in 64 inputs
; CHECK: 2 pairs: 2 without counterexample, 0 with a counterexample
@unused = internal global [100 x i32] zeroinitializer
@g = global i32 7

declare void @unused_decl()

define i64 @addr_of_f() {
  ret i64 ptrtoint (ptr @addr_of_f to i64)
}
define i64 @addr_of_g() {
  %v = ptrtoint ptr @g to i64
  ret i64 %v
}
