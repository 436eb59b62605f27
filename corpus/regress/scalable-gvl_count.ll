; get.vector.length of a count no larger than a vector is the count
; (LangRef); opt -O2 puts range(i32 0, 3) on get.vector.length(2, 1,
; scalable).  llfuzz let the result reach the vector's lanes and reported
; the target's range violation (a false alarm from
; InstCombine/get_vector_length.ll's @cnt_not_known_lt_scalable under -O2;
; also tests/golden/check/scalable/gvl_count.ll).
; llfuzz-engine: opt-22:-O2
; llfuzz-expect: refines
declare i32 @llvm.experimental.get.vector.length.i32(i32, i32 immarg, i1 immarg)
define i32 @f() {
  %x = call i32 @llvm.experimental.get.vector.length.i32(i32 2, i32 1, i1 true)
  ret i32 %x
}
