; lli's interpreter writes out of bounds for an insertelement whose index is
; past the vector's end; the LangRef says the result is poison, nothing
; more.  Here index 65535 of a <4 x i16>: the JIT returns, the interpreter
; dies of SIGSEGV (or corrupts its heap, depending on the index).
;   lli-22 lli-insertelement-out-of-range.ll; echo $?                     -> 0
;   lli-22 -force-interpreter lli-insertelement-out-of-range.ll; echo $?  -> 139
; (campaign lli-22:-force-interpreter, seeds 1-40, divergence 1, reduced by
; llfuzz reduce; believed unreported)
; llfuzz-engine: lli-22:-force-interpreter
; llfuzz-expect: divergence ub
; llfuzz-llvm: 22-
define i32 @main() {
  %v = insertelement <4 x i16> zeroinitializer, i16 0, i16 -1
  ret i32 0
}
