; What opt-14 -O2 makes of ../minnum_zeros.ll: minnum(+0.0, -0.0) folded to +0.0
define i32 @f() {
  ret i32 0
}

define i32 @g() {
  ret i32 -2147483648
}
