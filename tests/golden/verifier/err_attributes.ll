; LangRef "Parameter Attributes", "Function Attributes": where each
; attribute may appear, the types it fits, the ones that exclude each other
; and the ones that may appear only once.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 14

; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'nonnull' applied to incompatible type
declare void @a(i32 nonnull)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'zeroext' applied to incompatible type
declare void @b(float zeroext)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'range(i8 0, 4)' applied to incompatible type
declare void @c(i32 range(i8 0, 4))
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'sret' is not on first or second parameter
declare void @d(i32, i32, ptr sret(i32))
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attributes 'noinline and alwaysinline' are incompatible
declare void @e() noinline alwaysinline
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attributes 'readonly and writeonly' are incompatible
declare void @f(ptr readonly writeonly)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'byval' does not support unsized types
declare void @g(ptr byval(%opaque))
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}More than one parameter has attribute returned
declare ptr @h(ptr returned, ptr returned)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}immarg attribute only applies to intrinsics
declare void @i(i32 immarg)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'noundef' applied to incompatible type
declare noundef void @j()
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'nofpclass(nan)' applied to incompatible type
declare void @k(i32 nofpclass(nan))
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}'allocsize' element size argument must refer to an integer parameter
declare ptr @l(float) allocsize(0)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'optnone' requires 'noinline'
define void @m() optnone {
  ret void
}

%opaque = type opaque

define void @callsite(ptr %p) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Attribute 'nonnull' applied to incompatible type
  call void @a(i32 nonnull 0)
  ret void
}
