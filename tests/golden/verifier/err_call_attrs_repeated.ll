; The verifier remembers a call's attribute list that it found without
; fault (the same sets, function type and context: csmith's hundreds of
; calls of one function) and does not check it again.  A faulty list is
; never remembered: each call that has it is reported, and a list that
; is fine for one function type may not be for another (inalloca must be
; on the last argument, nonnull is for pointers).
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 4

declare void @two(ptr, ptr)
declare void @one(ptr)
declare void @ia(ptr, i32)

define void @calls(ptr %p, i32 %x) {
  call void @two(ptr noundef %p, ptr noundef %p)
  call void @two(ptr noundef %p, ptr noundef %p)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}More than one parameter has attribute nest!
  call void @two(ptr nest %p, ptr nest %p)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}More than one parameter has attribute nest!
  call void @two(ptr nest %p, ptr nest %p)
  call void @one(ptr inalloca(i32) %p)
  call void @one(ptr inalloca(i32) %p)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}inalloca isn't on the last argument!
  call void @ia(ptr inalloca(i32) %p, i32 %x)
  call void @two(ptr nonnull %p, ptr nonnull %p)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'nonnull' applied to incompatible type!
  call void @two(ptr nonnull %p, i32 nonnull %x)
  ret void
}
