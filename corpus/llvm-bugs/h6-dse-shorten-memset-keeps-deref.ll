; DSE shortens a memset whose first bytes a later memset overwrites: it
; advances the destination by 4 and keeps the call site's
; dereferenceable(64), which the new pointer (60 bytes from the end of the
; 64-byte alloca) breaks: UB the source did not have (LangRef
; "dereferenceable").  LLVM 14 and 19; LLVM 22 drops the attribute.
;   opt-19 -passes=dse -S h6-dse-shorten-memset-keeps-deref.ll
;   -> call void @llvm.memset.p0.i8(ptr noundef nonnull align 4 dereferenceable(64) %1, i8 0, i8 4, ...)
;      with %1 = getelementptr inbounds i8, ptr %0, i8 4
;   llfuzz check h6-dse-shorten-memset-keeps-deref.ll --engine opt-19:-passes=dse
; (campaign opt-19:-O2 -j 2 --time 15, divergences 2 and 5, reduced by llfuzz reduce)
; llfuzz-engine: opt-19:-passes=dse
; llfuzz-engine: opt-14:-passes=dse
; llfuzz-expect: divergence ub
; llfuzz-llvm: 14-19
; llfuzz-input: @t1()
declare void @llvm.memset.p0.i8(ptr, i8, i8, i1)

define void @t1() {
entry:
  %0 = alloca [16 x i32], align 4
  call void @llvm.memset.p0.i8(ptr noundef nonnull align 4 dereferenceable(64) %0, i8 0, i8 8, i1 false)
  call void @llvm.memset.p0.i8(ptr %0, i8 0, i8 4, i1 false)
  %1 = getelementptr [16 x i32], ptr %0, i8 0, i8 1
  %2 = load i32, ptr %1, align 4
  ret void
}
