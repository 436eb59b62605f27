; DSE shortens a memset from its start (the first 4 bytes are overwritten by a later
; store) but keeps the call-site attribute dereferenceable(64) that InstCombine put on
; the old pointer: the new pointer %p+4 has only 60 dereferenceable bytes, so the
; call in the target is UB (LangRef "dereferenceable(<n>)": the attribute states that
; n bytes are dereferenceable; Alive2 and llfuzz treat a violation as UB).
; LLVM 14; LLVM 22 drops or adjusts the attribute (no divergence).
;   opt-14 -opaque-pointers -passes=dse -S F-dse-shorten-dereferenceable.ll
;   llfuzz check F-dse-shorten-dereferenceable.ll --engine opt-14:-passes=dse
; llfuzz-engine: opt-19:-passes=dse
; llfuzz-engine: opt-14:-passes=dse
; llfuzz-expect: divergence ub
; llfuzz-llvm: 14-19
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i32 @src(i32 %i) {
  %p = alloca [16 x i32], align 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %p, i8 0, i64 64, i1 false)
  store i32 -1, ptr %p, align 4
  %j = and i32 %i, 15
  %q = getelementptr i32, ptr %p, i32 %j
  %v = load i32, ptr %q, align 4
  ret i32 %v
}
