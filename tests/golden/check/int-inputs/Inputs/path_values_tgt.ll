; The targets of ../path_values.ll.
declare i32 @llvm.abs.i32(i32, i1)

; wrong at x = 12104
define i32 @xor_wrong(i32 %x) {
  ret i32 0
}
define i32 @xor_right(i32 %x) {
  %c = icmp eq i32 %x, 12104
  %r = zext i1 %c to i32
  ret i32 %r
}

; wrong where trunc(x) * 7 == 100
define i32 @mul_wrong(i64 %x) {
  %t = trunc i64 %x to i32
  %m = mul i32 %t, 7
  %c = icmp eq i32 %m, 49
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @mul_right(i64 %x) {
  %t = trunc i64 %x to i32
  switch i32 %t, label %d [ i32 7, label %a
                             i32 1840700284, label %b ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 0
}

; wrong at x = -991: one short at the top
define i1 @ult_wrong(i16 %x) {
  %a = add i16 %x, 1000
  %c = icmp ult i16 %a, 9
  ret i1 %c
}
define i1 @ult_right(i16 %x) {
  %a = add i16 %x, 1000
  %c = icmp ule i16 %a, 9
  ret i1 %c
}

; wrong at x = -4196
define i1 @sub_wrong(i32 %x) {
  %c = icmp slt i32 %x, -4196
  ret i1 %c
}
define i1 @sub_right(i32 %x) {
  %c = icmp slt i32 %x, -4195
  ret i1 %c
}
