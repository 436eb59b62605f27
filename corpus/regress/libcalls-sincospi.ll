; Reduced from a false alarm on InstCombine's sincospi.ll: Apple's
; __sinpif/__cospif (readnone, no willreturn) were unknown functions, so
; InstCombine merging the pair into __sincospif_stret was a trace mismatch.
; (regression case of a false alarm; also tests/golden/check/libcalls/sincospi.ll)
; llfuzz-engine: opt-22:-passes=instcombine -mtriple=x86_64-apple-macosx10.9
; llfuzz-engine: opt-22:-passes=instcombine -mtriple=arm64-apple-ios7.0
; llfuzz-expect: refines
; llfuzz-llvm: 22-

declare float @__sinpif(float) readnone nounwind
declare float @__cospif(float) readnone nounwind
declare double @__sinpi(double) readnone nounwind
declare double @__cospi(double) readnone nounwind

define float @f32(float %x) {
  %s = call float @__sinpif(float %x)
  %c = call float @__cospif(float %x)
  %r = fadd float %s, %c
  ret float %r
}

define double @f64(double %x) {
  %s = call double @__sinpi(double %x)
  %c = call double @__cospi(double %x)
  %r = fsub double %s, %c
  ret double %r
}
