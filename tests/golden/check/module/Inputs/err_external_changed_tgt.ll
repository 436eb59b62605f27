; the target of ../err_external_changed.ll
@g = global i32 0

define i32 @result(i32 %x) {
  %r = add i32 %x, 2
  ret i32 %r
}

define void @store(i32 %x) {
  ret void
}

define internal fastcc i32 @helper(i32 %x) {
  %r = mul i32 %x, 5
  ret i32 %r
}

define i32 @through(i32 %x) {
  %r = call fastcc i32 @helper(i32 %x)
  ret i32 %r
}

define internal i32 @pick(i32 %a) {
  ret i32 %a
}

define i32 @wrong_arg(i32 %x, i32 %y) {
  %r = call i32 @pick(i32 %x)
  ret i32 %r
}

define i32 @same(i32 %x) {
  ret i32 %x
}
