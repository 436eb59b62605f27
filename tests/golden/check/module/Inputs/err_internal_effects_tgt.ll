; the target of ../err_internal_effects.ll: each internal callee changed
@hits = global i32 0
@base = internal constant i32 12

declare void @record(i32)

define internal fastcc void @bump(i32 %n) {
  ret void
}

define internal void @log_it() {
  ret void
}

define void @count(i32 %n) {
  call fastcc void @bump(i32 %n)
  ret void
}

define i32 @logged(i32 %x) {
  call void @log_it()
  ret i32 %x
}

define i32 @scaled(i32 %x) {
  %b = load i32, ptr @base
  %r = mul i32 %x, %b
  ret i32 %r
}
