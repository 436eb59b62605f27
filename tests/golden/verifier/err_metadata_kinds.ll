; LangRef "Metadata": the checks of each attachment kind (one line each; a
; kind is told from the others by its whole name), and the kinds that hold
; on calls only.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 6

define void @f(ptr %p, i32 %x) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}!memprof metadata should only exist on calls
  %a = add i32 %x, 1, !memprof !0
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}!callsite metadata should only exist on calls
  %b = add i32 %x, 2, !callsite !0
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}operands must be a string or a tuple of strings
  %c = add i32 %x, 3, !annotation !1
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}dereferenceable, dereferenceable_or_null apply only to pointer types
  %d = load i32, ptr %p, !dereferenceable !2
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}nofree applies only to inttoptr instruction
  %e = load ptr, ptr %p, !nofree !3
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Access scope list must consist of MDNodes
  %g = load ptr, ptr %p, !llvm.access.group !4
  %h = load ptr, ptr %p, !dbg.unknown.kind !3, !tbaa.struct !3
  ret void
}
!0 = !{i64 1}
!1 = !{i32 1}
!2 = !{i64 4}
!3 = !{}
!4 = !{i32 7}
