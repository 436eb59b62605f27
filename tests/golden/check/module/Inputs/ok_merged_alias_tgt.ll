; a wrong target of ../ok_merged_alias.ll: @f2 aliases another body
@f2 = unnamed_addr alias i32 (i32), ptr @other

define i32 @f1(i32 %x) unnamed_addr {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  ret i32 %c
}

define internal i32 @other(i32 %x) unnamed_addr {
  %a = mul i32 %x, 7
  ret i32 %a
}
