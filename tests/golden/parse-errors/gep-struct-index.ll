; LangRef "getelementptr": struct member indices are i32 constants.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+3: invalid getelementptr indices
%S = type { i8, i32 }
define ptr @f(ptr %p) {
  %q = getelementptr %S, ptr %p, i64 0, i64 1
  ret ptr %q
}
