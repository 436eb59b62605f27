; LangRef "Parameter Attributes": attributes that exclude each other on one
; parameter, and those that only one parameter may have, on declarations
; and on call sites.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 8

; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attributes 'zeroext and signext' are incompatible!
declare void @n1(i32 zeroext signext)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Cannot have multiple 'sret' parameters!
declare void @n2(ptr sret(i32), ptr sret(i32))
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}More than one parameter has attribute nest!
declare void @n3(ptr nest, ptr nest)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Cannot have multiple 'swiftself' parameters!
declare void @n5(ptr swiftself, ptr swiftself)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}inalloca isn't on the last parameter!
declare void @n6(ptr inalloca(i32), i32)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attributes writable and readonly are incompatible!
declare void @n7(ptr writable readonly)

define void @cs(ptr %p) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attributes 'zeroext and signext' are incompatible!
  call void @n8(i32 zeroext signext 1)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}More than one parameter has attribute nest!
  call void @n9(ptr nest %p, ptr nest %p)
  ret void
}
declare void @n8(i32)
declare void @n9(ptr, ptr)
