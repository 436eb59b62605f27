; x86 backend lowers llvm.maxnum (no nsz) to maxss/cmpunord, which returns the second operand
; when both are zeros: maxnum(-0.0, +0.0) gives -0.0. LangRef (llvm.maxnum): "-0.0 < +0.0 for the
; purposes of this intrinsic"; only with nsz may either zero be returned. Known: llvm/llvm-project#169122.
;   llc-22 -O2 -relocation-model=pic -filetype=obj this.ll -o x.o && clang-22 x.o -lm -o x && ./x
;   prints "00000000 80000000"; expected "00000000 00000000". Campaign divergence 30 (maxnum.f16(+0, -0)).
; llfuzz-engine: llc-22:-O2
; llfuzz-expect: divergence value
; llfuzz-llvm: 20-
; llfuzz-func: @f
; llfuzz-input: @f(float -0.0, float 0.0)
define i32 @f(float %x, float %y) noinline {
  %m = call float @llvm.maxnum.f32(float %x, float %y)
  %b = bitcast float %m to i32
  ret i32 %b
}
@fmt = private constant [11 x i8] c"%08x %08x\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %a = call i32 @f(float 0.0, float -0.0)
  %b = call i32 @f(float -0.0, float 0.0)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i32 %b)
  ret i32 0
}
