; A case for LLVM 99 only: every installed engine is outside its range, and
; opt-99 is not installed.
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-engine: opt-99:-O2
; llfuzz-expect: refines
; llfuzz-llvm: 99
define i32 @f(i32 %x) {
  ret i32 %x
}
