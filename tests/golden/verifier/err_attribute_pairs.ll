; LangRef "Parameter Attributes": attributes that exclude each other on one
; parameter, and those that only one parameter may have, on declarations
; and on call sites.
; RUN: llfuzz verify %s
; EXIT: 1

; ERROR@+1: Attributes 'zeroext and signext' are incompatible!
declare void @n1(i32 zeroext signext)
; ERROR@+1: Cannot have multiple 'sret' parameters!
declare void @n2(ptr sret(i32), ptr sret(i32))
; ERROR@+1: More than one parameter has attribute nest!
declare void @n3(ptr nest, ptr nest)
; ERROR@+1: Cannot have multiple 'swiftself' parameters!
declare void @n5(ptr swiftself, ptr swiftself)
; ERROR@+1: inalloca isn't on the last parameter!
declare void @n6(ptr inalloca(i32), i32)
; ERROR@+1: Attributes writable and readonly are incompatible!
declare void @n7(ptr writable readonly)

define void @cs(ptr %p) {
; ERROR@+1: Attributes 'zeroext and signext' are incompatible!
  call void @n8(i32 zeroext signext 1)
; ERROR@+1: More than one parameter has attribute nest!
  call void @n9(ptr nest %p, ptr nest %p)
  ret void
}
declare void @n8(i32)
declare void @n9(ptr, ptr)
