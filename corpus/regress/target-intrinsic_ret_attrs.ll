; The source's call of the x86 intrinsic has noundef on its result: a
; poison operand makes it UB.  opt -O2 infers noundef on the function's
; return; llfuzz ignored call-site return attributes of target intrinsics
; and reported the target's UB (a false alarm from
; InstCombine/X86/x86-maxmin.ll under -O2; also
; tests/golden/check/target/intrinsic_ret_attrs.ll).
; llfuzz-engine: opt-22:-O2
; llfuzz-expect: refines
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>)
define <4 x float> @f(<4 x i32> %x, <4 x i32> %y) {
  %cvt = sitofp <4 x i32> %x to <4 x float>
  %cmp = icmp sgt <4 x i32> %y, splat (i32 -1)
  %sel = select <4 x i1> %cmp, <4 x float> splat (float 1.0), <4 x float> splat (float -1.0)
  %m = call noundef <4 x float> @llvm.x86.sse.max.ps(<4 x float> %cvt, <4 x float> %sel)
  ret <4 x float> %m
}
