; SCCP folds select(c, X, undef) to X where X is a constant expression that
; is poison: a getelementptr inbounds 48 bytes into the 24-byte @a (LangRef
; "getelementptr": an inbounds result out of the object's bounds is poison).
; With c false the source returns undef, the target poison.  InstSimplify
; keeps the select for that reason (InstSimplify/select-inseltpoison.ll,
; all_constant_false_undef_true_poison_gen_constexpr); SCCP does not check.
; The same with a vector constant whose other lanes are poison
; (select-inseltpoison.ll's ignore_scalable_undef, reduced by llfuzz reduce
; to ipsccp): @g.  LLVM 14, 19 and 22; believed unreported.
;   opt-22 -passes=sccp -S h5-sccp-select-undef-poison-constexpr.ll
;   -> ret i32 ptrtoint (ptr getelementptr inbounds ([3 x ptr], ptr @a, i64 2) to i32)
;   llfuzz check h5-sccp-select-undef-poison-constexpr.ll --engine opt-22:-passes=sccp
;   source on c = false: undef; target: poison
; (bench/check-robustness.sh: that test under opt-22 -O2, reduced by hand)
; llfuzz-engine: opt-22:-passes=sccp
; llfuzz-engine: opt-19:-passes=sccp
; llfuzz-engine: opt-14:-passes=sccp
; llfuzz-expect: divergence poison
; llfuzz-input: @f(i1 false)
; llfuzz-input: @g(<2 x i1> <i1 true, i1 true>)
@a = external global [3 x ptr]
define i32 @f(i1 %c) {
  %s = select i1 %c, i32 ptrtoint (ptr getelementptr inbounds ([3 x ptr], ptr @a, i64 2) to i32), i32 undef
  ret i32 %s
}
define <2 x i1> @g(<2 x i1> %c) {
  %s = select <2 x i1> %c, <2 x i1> undef, <2 x i1> <i1 true, i1 poison>
  ret <2 x i1> %s
}
