; LibCallSimplifier turns fmod(x, y) into  frem nnan x, y  when x cannot be
; infinite and y cannot be zero (no errno then), but a NaN x or y still
; gives a NaN, which nnan makes poison.
;   opt-22 -passes=instcombine -S g6-instcombine-fmod-frem-nnan.ll -> frem nnan
;   llfuzz check g6-...ll --engine opt-22:-passes=instcombine
;   -> target is more poisonous, input x = NaN
; (found by bench/check-llvm-tests.sh on InstCombine/fmod.ll; fixed upstream
; after 22, llvm/llvm-project#199284)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 20-22
; llfuzz-input: @f(float 0x7FF8000000000000, float 2.0)
declare float @fmodf(float, float)
define float @f(float nofpclass(inf) %x, float nofpclass(zero) %y) {
  %r = call float @fmodf(float %x, float %y)
  ret float %r
}
