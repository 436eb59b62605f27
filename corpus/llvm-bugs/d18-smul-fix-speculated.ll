; LangRef 'llvm.smul.fix.*': "It is undefined behavior if the result value does not fit
; within the range of the fixed point type." But the intrinsic is declared `speculatable`
; (LangRef: "does not have undefined behavior"), so SimplifyCFG hoists it out of the
; guarded block and the target executes smul.fix(4194305, INT_MIN, 10) = -2^21*4194305
; (out of i32) on inputs where the source never calls it.
;   opt-22 -passes=simplifycfg -S this.ll   -> the call is in %entry, feeding a select
; Inconsistent LLVM spec: either the LangRef should say the result is poison (as the
; expansion with `mul nsw nuw` in "Fixed Point Arithmetic Intrinsics" suggests) or the
; intrinsic must not be speculatable. Campaign divergence 18 (opt-22 -O2).
; llfuzz-engine: opt-22:-passes=simplifycfg
; llfuzz-engine: opt-19:-passes=simplifycfg
; llfuzz-engine: opt-14:-passes=simplifycfg
; llfuzz-expect: divergence ub
; llfuzz-llvm: 14-
; llfuzz-input: @f(i32 4194305, i1 false)
define i32 @f(i32 %a, i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  %m = call i32 @llvm.smul.fix.i32(i32 %a, i32 -2147483648, i32 10)
  br label %join
join:
  %r = phi i32 [ %m, %then ], [ 0, %entry ]
  ret i32 %r
}
declare i32 @llvm.smul.fix.i32(i32, i32, i32)
