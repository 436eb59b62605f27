; (float)logb((double)f) -> _logbf(f) on windows-msvc, where LLVM's
; TargetLibraryInfo calls logbf so: _logbf was an unknown function and the
; call a trace mismatch.
; (regression case of a false alarm from InstCombine/double-float-shrink-1.ll,
; logb_test1; also tests/golden/check/libcalls/msvc_logb.ll)
; llfuzz-engine: opt-22:-passes=instcombine -mtriple x86_64-pc-windows-msvc16
; llfuzz-expect: refines
define float @f(float %f) {
  %d = fpext float %f to double
  %l = call fast double @logb(double %d)
  %r = fptrunc double %l to float
  ret float %r
}
declare double @logb(double)
