; the target of ../global_address_by_name.ll: @unused and @unused_decl gone
@g = global i32 7

define i64 @addr_of_f() {
  ret i64 ptrtoint (ptr @addr_of_f to i64)
}
define i64 @addr_of_g() {
  %v = ptrtoint ptr @g to i64
  ret i64 %v
}
