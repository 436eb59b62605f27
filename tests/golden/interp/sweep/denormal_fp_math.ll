; LangRef "denormal-fp-math": where a function's mode flushes denormals
; ("preserve-sign", "positive-zero"), fp operations must read denormal
; inputs as zero and may flush denormal results.  llfuzz computes IEEE
; results only, so such an operation is unsupported when it runs -- it was
; a silently wrong value (fcmp une of a denormal and 0 is false under
; DAZ).  "ieee" and "dynamic" (the environment's mode: IEEE in llfuzz) run;
; operations that only touch the sign bit or test the class run; the -f32
; attribute overrides the mode for float only.
;
; RUN: llfuzz run %s --entry '*'
; CHECK: @daz_in: unsupported: floating-point operation under "denormal-fp-math"="ieee,positive-zero" (denormal flushing)
; CHECK-NEXT: @ftz_out: unsupported: floating-point operation under "denormal-fp-math"="preserve-sign,ieee" (denormal flushing)
; CHECK-NEXT: @canon: unsupported: floating-point operation under "denormal-fp-math"="ieee,preserve-sign" (denormal flushing)
; CHECK-NEXT: @ieee: i1 true
; CHECK-NEXT: @dynamic: i1 true
; CHECK-NEXT: @sign_ops: float -1.0e-45
; CHECK-NEXT: @f32_only_double: i1 true
; CHECK-NEXT: @f32_only_float: unsupported: floating-point operation under "denormal-fp-math-f32"="positive-zero,positive-zero" (denormal flushing)
; CHECK-NEXT: @int_only: i32 3

define i1 @daz_in() "denormal-fp-math"="ieee,positive-zero" {
  %c = fcmp une double 0x0008000000000000, 0.0
  ret i1 %c
}

define float @ftz_out() "denormal-fp-math"="preserve-sign,ieee" {
  %r = fmul float 0x3810000000000000, 0.5
  ret float %r
}

define float @canon() "denormal-fp-math"="ieee,preserve-sign" {
  %r = call float @llvm.canonicalize.f32(float 0x36A0000000000000)
  ret float %r
}

define i1 @ieee() "denormal-fp-math"="ieee,ieee" {
  %c = fcmp une double 0x0008000000000000, 0.0
  ret i1 %c
}

define i1 @dynamic() "denormal-fp-math"="dynamic,dynamic" {
  %c = fcmp une double 0x0008000000000000, 0.0
  ret i1 %c
}

define float @sign_ops() "denormal-fp-math"="preserve-sign,preserve-sign" {
  %a = call float @llvm.fabs.f32(float 0x36A0000000000000)
  %n = fneg float %a
  %c = call i1 @llvm.is.fpclass.f32(float %n, i32 16)
  %r = select i1 %c, float %n, float 1.0
  ret float %r
}

define i1 @f32_only_double() "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="positive-zero,positive-zero" {
  %c = fcmp une double 0x0008000000000000, 0.0
  ret i1 %c
}

define i1 @f32_only_float() "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="positive-zero,positive-zero" {
  %c = fcmp une float 0x36A0000000000000, 0.0
  ret i1 %c
}

define i32 @int_only() "denormal-fp-math"="preserve-sign,preserve-sign" {
  %r = add i32 1, 2
  ret i32 %r
}
