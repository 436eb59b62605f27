; Calling conventions with rules of their own (LLVM's verifier): kernels
; return void, cannot be called, and take no byval or sret arguments.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 3

; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Calling convention requires void return type
define amdgpu_kernel i32 @k() {
  ret i32 0
}

; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Calling convention disallows byval
define amdgpu_kernel void @kb(ptr byval(i32) %p) {
  ret void
}

define void @caller() {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}calling convention does not permit calls
  call amdgpu_kernel void @kb(ptr byval(i32) null)
  ret void
}
