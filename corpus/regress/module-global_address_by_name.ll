; opt -O2 drops the declaration and the unused internal global; the
; function's own address must not move with them.  Before, llfuzz laid out
; globals and functions in module order, and the ptrtoint gave another
; number in the target: a "value mismatch" (a false alarm from
; InstSimplify/select.ll's @all_constant_true_undef_false_constexpr under
; -O2; also tests/golden/check/module/global_address_by_name.ll).
; llfuzz-engine: opt-22:-O2
; llfuzz-expect: refines
@unused = internal global [100 x i32] zeroinitializer

declare void @unused_decl()

define i32 @f() {
  %s = select i1 ptrtoint (ptr @f to i1), i32 undef, i32 ptrtoint (ptr @f to i32)
  ret i32 %s
}
