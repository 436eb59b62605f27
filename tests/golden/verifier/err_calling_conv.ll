; Calling conventions with rules of their own (LLVM's verifier): kernels
; return void, cannot be called, and take no byval or sret arguments.
; RUN: llfuzz verify %s
; EXIT: 1

; ERROR@+1: Calling convention requires void return type
define amdgpu_kernel i32 @k() {
  ret i32 0
}

; ERROR@+1: Calling convention disallows byval
define amdgpu_kernel void @kb(ptr byval(i32) %p) {
  ret void
}

define void @caller() {
; ERROR@+1: calling convention does not permit calls
  call amdgpu_kernel void @kb(ptr byval(i32) null)
  ret void
}
