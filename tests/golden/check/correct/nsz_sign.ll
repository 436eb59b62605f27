; nsz: the sign of a zero result, and of a zero divisor, is insignificant
; (LangRef "Fast-Math Flags").  Found by a campaign: opt-22 -O2 dropped an
; `fneg nsz` of a zero and llfuzz reported a value mismatch.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample

define float @src1(float %x) {
  %z = fsub float %x, %x
  %n = fneg nsz float %z
  ret float %n
}
define float @tgt1(float %x) {
  %z = fsub float %x, %x
  ret float %z
}

define float @src2(float %x) {
  %q = fdiv nsz float 1.0, %x
  ret float %q
}
define float @tgt2(float %x) {
  %s = fadd float %x, 0.0
  %q = fdiv float 1.0, %s
  ret float %q
}

; the sign of the zero becomes an integer's bit
define i32 @src3(float %x) {
  %z = fsub float %x, %x
  %n = fneg nsz float %z
  %c = fcmp uno float %n, %n
  %s = select i1 %c, float 0.0, float %n
  %b = bitcast float %s to i32
  ret i32 %b
}
define i32 @tgt3(float %x) {
  %z = fsub float %x, %x
  %c = fcmp uno float %z, %z
  %s = select i1 %c, float 0.0, float %z
  %b = bitcast float %s to i32
  ret i32 %b
}
