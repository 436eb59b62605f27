; LangRef "denormal-fp-math" ("out,in"): where a function's input mode
; flushes ("preserve-sign", "positive-zero"), fp operations must read a
; subnormal input as the zero of its sign or +0.0 (fcmp une of a subnormal
; and 0 is false); where its output mode does, a subnormal result may be
; flushed or not (TRACK: the bits where the two differ are unknown);
; "dynamic" is the environment's mode, unknown: any of them.  Operations
; that only touch the sign bit or test the class see the subnormal; the
; -f32 attribute overrides the mode for float only.  Intrinsics made of
; several rounded operations (vector.reduce.fadd) are unsupported there.
;
; RUN: %llfuzz run %s --entry '*' | FileCheck %s --check-prefix=CHECK1
; CHECK1: @daz_in: i1 false
; CHECK1-NEXT: @ftz_out: float unknown
; CHECK1-NEXT: @canon: float 0.0
; CHECK1-NEXT: @ieee: i1 true
; CHECK1-NEXT: @dynamic: i1 unknown
; CHECK1-NEXT: @sign_ops: float -1.0e-45
; CHECK1-NEXT: @f32_only_double: i1 true
; CHECK1-NEXT: @f32_only_float: i1 false
; CHECK1-NEXT: @int_only: i32 3
; CHECK1-NEXT: @reduce: unsupported: llvm.vector.reduce.fadd.v2f32 under "denormal-fp-math"="preserve-sign,ieee" (denormal flushing)
; CHECK1-NEXT: @reduce_ieee: float 3.0
; RUN: %llfuzz run %s --entry ftz_out --undef=zero | FileCheck %s --check-prefix=CHECK2
; CHECK2: float 0.0

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

define float @reduce() "denormal-fp-math"="preserve-sign,ieee" {
  %r = call float @llvm.vector.reduce.fadd.v2f32(float 0.0, <2 x float> <float 1.0, float 2.0>)
  ret float %r
}

define float @reduce_ieee() {
  %r = call float @llvm.vector.reduce.fadd.v2f32(float 0.0, <2 x float> <float 1.0, float 2.0>)
  ret float %r
}

declare float @llvm.vector.reduce.fadd.v2f32(float, <2 x float>)
