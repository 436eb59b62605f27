; Reduced from false alarms on InstCombine's new-delete-msvc.ll and
; new-delete-itanium.ll.  A call site marked `builtin` is the library's
; function even when the declaration is nobuiltin -- or a definition in
; the module (LangRef "builtin"); a nobuiltin declaration called without
; it is an unknown function to LLVM (a replaced operator new); "\01name"
; is the symbol `name` as the linker sees it.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: ERROR: trace mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: 5 pairs: 3 without counterexample, 2 with a counterexample

declare ptr @_Znwm(i64) nobuiltin
declare void @_ZdlPv(ptr) nobuiltin
declare noalias ptr @"\01??2@YAPEAX_K@Z"(i64) nobuiltin
declare void @"\01??3@YAXPEAX@Z"(ptr) nobuiltin

; a sized delete defined here, which calls the unsized one
define linkonce void @_ZdlPvm(ptr %p, i64 %n) nobuiltin {
  call void @_ZdlPv(ptr %p)
  ret void
}

; new and delete as builtins: the pair goes
define void @src1() {
  %p = call ptr @_Znwm(i64 32) builtin
  call void @_ZdlPv(ptr %p) builtin
  ret void
}
define void @tgt1() {
  ret void
}

; the same through the definition of the sized delete, called as builtin
define void @src2() {
  %p = call ptr @_Znwm(i64 32) builtin
  call void @_ZdlPvm(ptr %p, i64 32) builtin
  ret void
}
define void @tgt2() {
  ret void
}

; MSVC's operator new and delete, with the \01 prefix
define void @src3() {
  %p = call noalias ptr @"\01??2@YAPEAX_K@Z"(i64 32) builtin
  call void @"\01??3@YAXPEAX@Z"(ptr %p) builtin
  ret void
}
define void @tgt3() {
  ret void
}

; wrong: without `builtin` they are the program's own operators
define void @src4() {
  %p = call ptr @_Znwm(i64 32)
  call void @_ZdlPv(ptr %p)
  ret void
}
define void @tgt4() {
  ret void
}

; wrong: what was stored in the new object is not what is read back
define i32 @src5(i32 %x) {
  %p = call ptr @_Znwm(i64 4) builtin
  store i32 %x, ptr %p
  %v = load i32, ptr %p
  call void @_ZdlPv(ptr %p) builtin
  ret i32 %v
}
define i32 @tgt5(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
