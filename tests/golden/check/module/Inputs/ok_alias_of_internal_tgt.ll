; a wrong target of ../ok_alias_of_internal.ll: @impl multiplies by 6
@api = alias i32 (i32), ptr @impl

define internal i32 @impl(i32 %x) {
  %r = mul i32 %x, 6
  ret i32 %r
}

define i32 @user(i32 %x) {
  %r = call i32 @impl(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}
