; LangRef "Metadata": !range, !nonnull, !align, !fpmath and !tbaa are
; checked against the instruction they are attached to.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 6

define void @f(ptr %p, i32 %x) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Ranges are only for loads, calls and invokes
  store i32 %x, ptr %p, !range !0
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Range types must match instruction type
  %a = load i32, ptr %p, !range !1
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}nonnull applies only to pointer types
  %b = load i32, ptr %p, !nonnull !2
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}align metadata value must be a power of 2
  %c = load ptr, ptr %p, !align !3
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}fpmath requires a floating point result
  %d = add i32 %x, %x, !fpmath !4
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Struct tag metadata must have either 3 or 4 operands
  %e = load i32, ptr %p, !tbaa !5
  ret void
}

!0 = !{i32 0, i32 10}
!1 = !{i8 0, i8 10}
!2 = !{}
!3 = !{i64 3}
!4 = !{float 2.5}
!5 = !{!6, !6}
!6 = !{!"int", !7, i64 0}
!7 = !{!"root"}
