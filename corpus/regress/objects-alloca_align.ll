; The source loads with align 16 from an alloca align 4: UB wherever the
; code generator puts the object at an address that is 4-aligned only
; (LangRef "alloca").  opt -O2 reads the argument instead, which is align 4,
; and llfuzz, which put stack objects at 16-aligned addresses, reported the
; target's misaligned load (a false alarm from AMDGPU/memcpy-from-constant.ll
; under -O2; also tests/golden/check/objects/alloca_align.ll).
; llfuzz-engine: opt-22:-O2
; llfuzz-expect: refines
define i64 @f(ptr noalias readonly align 4 dereferenceable(256) %arg, i32 %idx) {
  %a = alloca [32 x i64], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %arg, i64 256, i1 false)
  %g = getelementptr inbounds [32 x i64], ptr %a, i32 0, i32 %idx
  %v = load i64, ptr %g, align 16
  ret i64 %v
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
