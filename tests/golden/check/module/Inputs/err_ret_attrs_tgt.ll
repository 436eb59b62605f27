; the target of ../err_ret_attrs.ll
@g = global i32 0

define range(i32 0, 10) i32 @ranged(i32 %x) {
  %r = and i32 %x, 15
  ret i32 %r
}

define nonnull ptr @nonnull(i1 %c) {
  %r = select i1 %c, ptr @g, ptr null
  ret ptr %r
}

define noundef i32 @noundef(i32 %x) {
  %r = add nsw i32 %x, 1
  ret i32 %r
}

define range(i32 0, 8) i32 @keeps(i32 %x) memory(none) nounwind willreturn {
  %r = and i32 %x, 7
  ret i32 %r
}
