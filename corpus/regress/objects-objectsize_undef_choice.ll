; llvm.objectsize of a pointer chosen by an undef condition is any bound
; (InstCombine's builtin-object-size-offset.ll @foo1: both objects leave
; 10 bytes, folded to 10; llfuzz answered -1).
; (regression case of a false alarm; also tests/golden/check/objects/objectsize_undef_choice.ll)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-llvm: 19-
; llfuzz-input: @foo1(i32 undef)

define i32 @foo1(i32 %N) {
entry:
  %Big = alloca [20 x i8], align 16
  %Small = alloca [10 x i8], align 1
  %tobool = icmp ne i32 %N, 0
  %add.ptr = getelementptr inbounds [20 x i8], ptr %Big, i64 0, i64 10
  %cond = select i1 %tobool, ptr %add.ptr, ptr %Small
  %0 = call i64 @llvm.objectsize.i64.p0(ptr %cond, i1 false)
  %conv = trunc i64 %0 to i32
  ret i32 %conv
}
declare i64 @llvm.objectsize.i64.p0(ptr, i1)
