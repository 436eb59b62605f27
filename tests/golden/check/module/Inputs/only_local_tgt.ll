; the target of ../ok_only_local.ll
define internal i32 @f(i32 %x) {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}

define private i32 @g(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
