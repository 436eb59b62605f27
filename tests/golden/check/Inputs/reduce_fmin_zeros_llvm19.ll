; what LLVM 19 may make of reduce_fmin_zeros.ll: the other zero
define i32 @f() {
  ret i32 0
}

define i32 @g() {
  ret i32 -2147483648
}

define i32 @h() {
  ret i32 -2147483648
}

define i32 @k() {
  ret i32 0
}
