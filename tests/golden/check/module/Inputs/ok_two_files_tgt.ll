; the target of ../ok_two_files.ll
@table = internal unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@ext = global i32 0
@.str.merged = private unnamed_addr constant [3 x i8] c"hi\00"

define internal fastcc i32 @scale(i32 %x) {
  %i = and i32 %x, 3
  %p = getelementptr [4 x i32], ptr @table, i32 0, i32 %i
  %v = load i32, ptr %p
  %r = mul i32 %x, %v
  ret i32 %r
}

define internal i32 @sum.argprom(i32 %x, i32 %y) {
  %r = add i32 %x, %y
  ret i32 %r
}

define i32 @run(i32 %x, i32 %y) {
  %s = call fastcc i32 @scale(i32 %x)
  %r = call i32 @sum.argprom(i32 %s, i32 %y)
  store i32 %r, ptr @ext
  ret i32 %r
}

define ptr @msg() {
  ret ptr @.str.merged
}
