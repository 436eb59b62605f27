; The targets of ../flag_bounds.ll.
declare i32 @llvm.abs.i32(i32, i1)

; wrong at x = 2147483638
define i1 @add_wrong(i32 %x) {
  %c = icmp sgt i32 %x, 2147483638
  ret i1 %c
}
define i1 @add_right(i32 %x) {
  %c = icmp sgt i32 %x, 2147483637
  ret i1 %c
}

; wrong at x = +-715827883
define i1 @mul_wrong(i32 %x) {
  %a = call i32 @llvm.abs.i32(i32 %x, i1 false)
  %c = icmp ugt i32 %a, 715827883
  ret i1 %c
}
define i1 @mul_right(i32 %x) {
  %a = call i32 @llvm.abs.i32(i32 %x, i1 false)
  %c = icmp ugt i32 %a, 715827882
  ret i1 %c
}

; wrong at x = -67108865
define i1 @shl_wrong(i32 %x) {
  %a = add i32 %x, 67108865
  %c = icmp ugt i32 %a, 134217728
  ret i1 %c
}
define i1 @shl_right(i32 %x) {
  %a = add i32 %x, 67108864
  %c = icmp ugt i32 %a, 134217727
  ret i1 %c
}

; wrong at x = -32769
define i1 @trunc_wrong(i32 %x) {
  %a = add i32 %x, 32769
  %c = icmp ugt i32 %a, 65536
  ret i1 %c
}
define i1 @trunc_right(i32 %x) {
  %a = add i32 %x, 32768
  %c = icmp ugt i32 %a, 65535
  ret i1 %c
}
