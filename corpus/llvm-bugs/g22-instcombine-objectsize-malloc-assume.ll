; InstCombine folds llvm.objectsize(malloc(sz), max, nullunknown, dynamic)
; to sz with llvm.assume(sz != -1).  For sz = -1 (SIZE_MAX) malloc fails and
; returns null, whose size with nullunknown is the sentinel -1: the source
; returns -1, no undefined behaviour; the target assumes false: UB.
;   opt-22 -passes=instcombine -S g22-...ll
;   -> %0 = icmp ne i64 %sz, -1; call void @llvm.assume(i1 %0); ret i64 %sz
;   llfuzz check g22-...ll --engine opt-22:-passes=instcombine
;   -> source is more defined than target, sz = -1
; (found by bench/check-llvm-tests.sh on InstCombine/builtin-dynamic-object-size.ll,
; weird_identity_but_ok, whose name says LLVM's authors found it odd too;
; not found upstream)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: divergence ub
; llfuzz-llvm: 19-
; llfuzz-input: @f(i64 -1)
target datalayout = "e-m:o-i64:64-f80:128-n8:16:32:64-S128"
define i64 @f(i64 %sz) {
  %call = tail call ptr @malloc(i64 %sz)
  %calc_size = tail call i64 @llvm.objectsize.i64.p0(ptr %call, i1 false, i1 true, i1 true)
  tail call void @free(ptr %call)
  ret i64 %calc_size
}
declare ptr @malloc(i64) nounwind allocsize(0) allockind("alloc,uninitialized") "alloc-family"="malloc"
declare void @free(ptr nocapture) nounwind allockind("free") "alloc-family"="malloc"
declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
