; Lowering a function may stop at an operand llfuzz cannot run (here a
; call through an ifunc); the lowering's scratch buffers were leaked then.
; Each such function is unsupported, the others still run.
;
; RUN: %llfuzz run %s --entry '*' | FileCheck %s
; CHECK: @resolver: ptr @impl
; CHECK-NEXT: @impl: i32 3
; CHECK-NEXT: @via_ifunc: unsupported: ifunc @f
; CHECK-NEXT: @via_ifunc2: unsupported: ifunc @f
; CHECK-NEXT: @direct: i32 3

@f = ifunc i32 (), ptr @resolver

define ptr @resolver() {
  ret ptr @impl
}

define i32 @impl() {
  ret i32 3
}

define i32 @via_ifunc() {
  %a = add i32 1, 2
  %b = mul i32 %a, 3
  %r = call i32 @f()
  ret i32 %r
}

define i32 @via_ifunc2() {
  %r = call i32 @f()
  ret i32 %r
}

define i32 @direct() {
  %r = call i32 @impl()
  ret i32 %r
}
