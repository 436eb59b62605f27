; Reduced from false alarms on InstCombine's isdigit-1.ll: isdigit returns
; "nonzero" for a digit: LLVM's fold gives 1, glibc's table 2048.
; (regression case of a false alarm; also tests/golden/check/libcalls/isdigit_nonzero.ll)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-llvm: 19-

declare i32 @isdigit(i32)

define i32 @digit(i32 %c) {
  %r = call i32 @isdigit(i32 %c)
  ret i32 %r
}

define i32 @five() {
  %r = call i32 @isdigit(i32 53)
  ret i32 %r
}
