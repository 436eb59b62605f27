; A buffer resource as a ptr addrspace(8) is a handle in the interpreter
; (it has no 128-bit pointers): it may be passed to llvm.amdgcn buffer
; intrinsics, selected and compared, and anything that would need its 128
; bits -- a load through it, a store of it, a cast, a constant other than
; null -- stays unsupported
; rather than run on a wrong value.  So does a buffer load after a
; format store (the model's buffers do not change during a run).
; RUN: %exit 2 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: unsupported: pointers of 128 bits
; CHECK: @src3/@tgt3: unsupported: pointers of 128 bits
; CHECK: @src4/@tgt4: unsupported: pointers of 128 bits
; CHECK: @src5/@tgt5: unsupported: pointers of 128 bits
; CHECK: @src6/@tgt6: unsupported: llvm.amdgcn.raw.buffer.load.format.f32 after a buffer store
; CHECK: @src7/@tgt7: unsupported: pointers of 128 bits

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; compared: fine
define i1 @src1(ptr addrspace(8) %p, ptr addrspace(8) %q) {
  %c = icmp eq ptr addrspace(8) %p, %q
  ret i1 %c
}
define i1 @tgt1(ptr addrspace(8) %p, ptr addrspace(8) %q) {
  %c = icmp eq ptr addrspace(8) %q, %p
  ret i1 %c
}

; a load through it
define i32 @src2(ptr addrspace(8) %p) {
  %v = load i32, ptr addrspace(8) %p
  ret i32 %v
}
define i32 @tgt2(ptr addrspace(8) %p) {
  %v = load i32, ptr addrspace(8) %p
  ret i32 %v
}

; a store of it
define void @src3(ptr addrspace(8) %p, ptr %q) {
  store ptr addrspace(8) %p, ptr %q
  ret void
}
define void @tgt3(ptr addrspace(8) %p, ptr %q) {
  store ptr addrspace(8) %p, ptr %q
  ret void
}

; its bits
define i128 @src4(ptr addrspace(8) %p) {
  %v = ptrtoint ptr addrspace(8) %p to i128
  ret i128 %v
}
define i128 @tgt4(ptr addrspace(8) %p) {
  %v = ptrtoint ptr addrspace(8) %p to i128
  ret i128 %v
}

; a callee that may read through it
define void @src5(ptr addrspace(8) %p) {
  call void @ext(ptr addrspace(8) %p)
  ret void
}
define void @tgt5(ptr addrspace(8) %p) {
  call void @ext(ptr addrspace(8) %p)
  ret void
}

; a load after a store
define float @src6(<4 x i32> %rsrc, float %x, i32 %ofs) {
  call void @llvm.amdgcn.raw.buffer.store.format.f32(float %x, <4 x i32> %rsrc, i32 %ofs, i32 0, i32 0)
  %v = call float @llvm.amdgcn.raw.buffer.load.format.f32(<4 x i32> %rsrc, i32 %ofs, i32 0, i32 0)
  ret float %v
}
define float @tgt6(<4 x i32> %rsrc, float %x, i32 %ofs) {
  call void @llvm.amdgcn.raw.buffer.store.format.f32(float %x, <4 x i32> %rsrc, i32 %ofs, i32 0, i32 0)
  ret float %x
}

; a constant of 128 bits
define i1 @src7(ptr addrspace(8) %p) {
  %c = icmp eq ptr addrspace(8) %p, inttoptr (i128 18446744073709551617 to ptr addrspace(8))
  ret i1 %c
}
define i1 @tgt7(ptr addrspace(8) %p) {
  %c = icmp eq ptr addrspace(8) %p, inttoptr (i128 18446744073709551617 to ptr addrspace(8))
  ret i1 %c
}

declare void @ext(ptr addrspace(8))
declare void @llvm.amdgcn.raw.buffer.store.format.f32(float, <4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.raw.buffer.load.format.f32(<4 x i32>, i32, i32, i32)
