; x86 lowering of llvm.vector.reduce.fmin ignores the signed-zero order of llvm.minnum
; (LangRef: reduce.fmin "has the same comparison semantics as llvm.minnum", and minnum
; orders -0.0 < +0.0). Same root cause as d30-x86-maxnum-signed-zero.ll (#169122).
;   llc-22 -O2 -relocation-model=pic -filetype=obj this.ll -o x.o && clang-22 x.o -lm -o x && ./x
;   prints 00000000; expected 80000000 (-0.0). Campaign divergence 31.
; llfuzz-engine: llc-22:-O2
; llfuzz-expect: divergence value
; llfuzz-llvm: 20-
; llfuzz-func: @f
; llfuzz-input: @f(<4 x float> <float 0.0, float 0.0, float 2.0, float -0.0>)
define i32 @f(<4 x float> %v) noinline {
  %m = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %v)
  %b = bitcast float %m to i32
  ret i32 %b
}
@fmt = private constant [6 x i8] c"%08x\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %a = call i32 @f(<4 x float> <float 0.0, float 0.0, float 2.0, float -0.0>)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %a)
  ret i32 0
}
