; An external array of unknown length (C's `extern char ax[];`) was
; unsupported on any access (InstCombine's memchr-4, strnlen-5, strlen-6...);
; the environment defines it with 4096 bytes now.
; (regression case; also tests/golden/check/module/extern_unsized_array.ll)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-llvm: 19-

@ax = external global [0 x i8]
declare i64 @strlen(ptr)

define i1 @empty() {
  %n = call i64 @strlen(ptr @ax)
  %z = icmp eq i64 %n, 0
  ret i1 %z
}
