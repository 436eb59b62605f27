; An engine replay cannot parse, a missing ':', a bad version range.
; RUN: llfuzz replay %s
; EXIT: 2
; STDOUT-EMPTY:
; llfuzz-expect: refines
; ERROR@+1:18: llfuzz-engine:
; llfuzz-engine: nosuchtool-22:-O2
define i32 @f(i32 %x) {
  ret i32 %x
}
; RUN: llfuzz replay %S/Inputs/bad_colon.ll
; EXIT: 2
; ERROR@3:3: malformed directive 'llfuzz-llvm'
