; opt's -data-layout= (and -mtriple=) replace the module's layout: the
; source must run under the layout the transformation assumed.  Without,
; every big-endian fold of LLVM's tests (InstCombine/cast.ll with
; -data-layout=E-...) was a false alarm.  The module has no datalayout.
; REQUIRES: opt-22
; RUN: %llfuzz check %s --engine 'opt-22:-passes=instcombine -data-layout=E-n64' | FileCheck %s --check-prefix=CHECK1
; CHECK1: @hi/@hi: no counterexample
; CHECK1: @byte0/@byte0: no counterexample
; CHECK1: 2 pairs: 2 without counterexample, 0 with a counterexample
; RUN: %llfuzz check %s --engine 'opt-22:-passes=instcombine -data-layout=e-n64' | FileCheck %s --check-prefix=CHECK2
; CHECK2: 2 pairs: 2 without counterexample, 0 with a counterexample

define i32 @hi(i64 %x) {
  %v = bitcast i64 %x to <2 x i32>
  %e = extractelement <2 x i32> %v, i32 0
  ret i32 %e
}

define i8 @byte0(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  %b = load i8, ptr %p
  ret i8 %b
}
