; Reduced from false alarms on InstCombine's new-delete-msvc.ll and
; new-delete-itanium.ll: `builtin` call sites of operator new/delete
; (MSVC's "\01??2@YAPEAX_K@Z", a sized delete defined in the module) are
; the library's functions, and InstCombine removes the pair.
; (regression case of a false alarm; also tests/golden/check/libcalls/builtin_nobuiltin.ll)
; llfuzz-engine: opt-22:-passes=instcombine -mtriple=x86_64--windows
; llfuzz-expect: refines
; llfuzz-llvm: 19-

declare ptr @_Znwm(i64) nobuiltin
declare void @_ZdlPv(ptr) nobuiltin
declare noalias ptr @"\01??2@YAPEAX_K@Z"(i64) nobuiltin
declare void @"\01??3@YAXPEAX@Z"(ptr) nobuiltin

define linkonce void @_ZdlPvm(ptr %p, i64 %n) nobuiltin {
  call void @_ZdlPv(ptr %p)
  ret void
}

define void @sized() {
  %p = call ptr @_Znwm(i64 32) builtin
  call void @_ZdlPvm(ptr %p, i64 32) builtin
  ret void
}

define void @msvc() {
  %p = call noalias ptr @"\01??2@YAPEAX_K@Z"(i64 32) builtin
  call void @"\01??3@YAXPEAX@Z"(ptr %p) builtin
  ret void
}
