; (input of ../alias_excluded.ll) an int and a float store: TBAA says they
; do not alias
define i32 @src(ptr %p, ptr %q) {
  store i32 1, ptr %p, !tbaa !3
  store float 2.0, ptr %q, !tbaa !5
  %v = load i32, ptr %p, !tbaa !3
  ret i32 %v
}
define i32 @tgt(ptr %p, ptr %q) {
  store i32 1, ptr %p, !tbaa !3
  store float 2.0, ptr %q, !tbaa !5
  ret i32 1
}
!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!2 = !{!"float", !0, i64 0}
!3 = !{!1, !1, i64 0}
!5 = !{!2, !2, i64 0}
