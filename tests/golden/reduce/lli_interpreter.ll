; The reducer runs executors too: LLVM's own interpreter (lli
; -force-interpreter) is checked like a compiler engine, through the native
; runner linked into the module.  Here its bug with vectors of i1 (memory
; holds them bit-packed; the interpreter loads a byte a lane), reduced to
; the one bitcast.
; REQUIRES: lli-22, clang-22, llvm-link-22
; TIMEOUT: 180
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz reduce %s --engine lli-22:-force-interpreter -o %t/r.ll -q && cat %t/r.ll) | FileCheck %s
; CHECK: ; llfuzz reduce: value mismatch in @t0 with lli-22:-force-interpreter
; CHECK: ; expected:    i8 -108
; CHECK: define i8 @t0(<8 x i1> %v) {
; CHECK-NEXT: entry:
; CHECK-NEXT: %a = bitcast <8 x i1> %v to i8
; CHECK-NEXT: ret i8 %a
; llfuzz-input: @t0(<8 x i1> <i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true>)

define i8 @t0(<8 x i1> %v) {
entry:
  %a = bitcast <8 x i1> %v to i8
  %b = xor i8 %a, 0
  ret i8 %b
}
