; LoopVectorize (LoopAccessAnalysis, RuntimePointerChecking::insert) dies of
; SIGSEGV on this loop with opaque pointers (a store and a load through
; pointer arguments). LLVM 14 -opaque-pointers only (experimental there); LLVM 22
; does not crash. Campaign divergences 7, 17, 32, 38 (all the same stack).
; Reduced with llvm-reduce-14 from divergence 7 (function @t2).
;   opt-14 -opaque-pointers -passes=loop-vectorize -disable-output K-lv-laa-crash-opaque.ll
; llfuzz-engine: opt-14:-passes=loop-vectorize
; llfuzz-expect: divergence crash
; llfuzz-llvm: 14

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

define i16 @t2(ptr %0, ptr %1, ptr %2, ptr %3) {
entry:
  %4 = alloca [8 x double], i32 0, align 8
  br label %bb1

bb1:                                              ; preds = %bb1, %entry
  %5 = phi i32 [ 0, %entry ], [ %10, %bb1 ]
  %6 = getelementptr inbounds double, ptr %0, i32 undef
  store double 0.000000e+00, ptr %1, align 8
  %7 = getelementptr [8 x double], ptr %0, i64 0, i64 5
  %8 = select i1 false, ptr %0, ptr null
  %9 = load double, ptr %0, align 8
  %10 = add i32 %5, 1
  br i1 false, label %bb1, label %bb2

bb2:                                              ; preds = %bb1
  ret i16 0
}

attributes #0 = { argmemonly nofree nounwind willreturn writeonly }
