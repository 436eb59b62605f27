; The target of ../globals_order.ll: its globals in another order.
@b = global i32 2
@cache = internal global i32 0
@a = global i32 1

declare void @observe()

define void @f(i32 %x) {
  store i32 %x, ptr @a
  store i32 %x, ptr @cache
  call void @observe()
  ret void
}

define void @h(i32 %x) {
  call void @observe()
  store i32 0, ptr @b
  ret void
}
