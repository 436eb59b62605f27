; llfuzz reduce: value mismatch in @f with llc-22:-O2
; engine:      llc-22:-O2
; input:       @f(float 0.0)
; expected:    float 0.0
; actual:      float -0.0
; signature:   llc-22|wrong value|-|llvm.maxnum,ret
; reproduce:   llfuzz check r.ll --engine llc-22:-O2 --func f   (compiled, run natively)
;   the code:  llc-22 -O2 r.ll -o r.s
; reduced from 7 to 2 instructions in 29 tests (28.6 s)
; llfuzz-input: @f(float 0.0)

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define float @f(float %y) {
  %m = call float @llvm.maxnum.f32(float -0.000000e+00, float %y)
  ret float %m
}
