; The parser shares one array among equal attribute sets, and the verifier
; remembers the sets it found no fault in, by context.  The same set is
; still wrong on another type, and reported at every place it is wrong.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 4

declare void @ok(ptr nonnull noundef)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'nonnull' applied to incompatible type!
declare void @bad(i32 nonnull noundef)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'nonnull' applied to incompatible type!
declare void @bad2(i32 nonnull noundef)

define void @c(ptr %p, i32 %x) {
  call void @ok(ptr nonnull noundef %p)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'nonnull' applied to incompatible type!
  call void @bad(i32 nonnull noundef %x)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'nonnull' applied to incompatible type!
  call void @bad(i32 nonnull noundef %x)
  call void @ok(ptr nonnull noundef %p)
  ret void
}
