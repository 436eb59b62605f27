; The same floating-point identities on the other formats: half, bfloat,
; fp128, x86_fp80, and conversions between formats.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK-NOT: ERROR

; half: x + -0.0 -> x.
define half @src1(half %x) {
  %r = fadd half %x, 0xH8000
  ret half %r
}
define half @tgt1(half %x) {
  ret half %x
}

; fptrunc(fpext half x to float) -> x: every half is exactly a float.
define half @src2(half %x) {
  %e = fpext half %x to float
  %r = fptrunc float %e to half
  ret half %r
}
define half @tgt2(half %x) {
  ret half %x
}

; fp128: x * 1.0 -> x.
define fp128 @src3(fp128 %x) {
  %r = fmul fp128 %x, 0xL00000000000000003FFF000000000000
  ret fp128 %r
}
define fp128 @tgt3(fp128 %x) {
  ret fp128 %x
}

; x86_fp80: fneg(fneg x) -> x.
define x86_fp80 @src4(x86_fp80 %x) {
  %a = fneg x86_fp80 %x
  %r = fneg x86_fp80 %a
  ret x86_fp80 %r
}
define x86_fp80 @tgt4(x86_fp80 %x) {
  ret x86_fp80 %x
}

; bfloat: fcmp oeq x, x -> fcmp ord x, 0.0.
define i1 @src5(bfloat %x) {
  %r = fcmp oeq bfloat %x, %x
  ret i1 %r
}
define i1 @tgt5(bfloat %x) {
  %r = fcmp ord bfloat %x, 0xR0000
  ret i1 %r
}

; sitofp i16 to double then fptosi -> x: double holds every i16 exactly.
define i16 @src6(i16 %x) {
  %f = sitofp i16 %x to double
  %r = fptosi double %f to i16
  ret i16 %r
}
define i16 @tgt6(i16 %x) {
  ret i16 %x
}
