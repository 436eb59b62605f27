; the target of ../ok_ctors.ll: the constructors folded, wrongly (@G is 25)
@G = global i32 25
@H = internal global i32 3

define i32 @get(i32 %x) {
  %g = load i32, ptr @G
  %h = load i32, ptr @H
  %s = add i32 %g, %h
  %r = add i32 %s, %x
  ret i32 %r
}

define void @set(i32 %x) {
  %h = load i32, ptr @H
  %c = icmp eq i32 %h, 3
  br i1 %c, label %yes, label %no
yes:
  store i32 %x, ptr @H
  ret void
no:
  store i32 %x, ptr @G
  ret void
}
