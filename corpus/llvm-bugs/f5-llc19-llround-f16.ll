; llc-19 -O2 (x86-64) cannot select llvm.llround of half (fixed by LLVM 22;
; the same family as f3, lrint):
;   llc-19 -O2 f5-llc19-llround-f16.ll -o /dev/null
;   -> LLVM ERROR: Cannot select: i8 = llround ConstantFP:f16<APFloat(0)>
;   llc-22 -O2 f5-llc19-llround-f16.ll -o /dev/null     -> compiles
; (campaign llc-19:-O2 -j 2 --time 60, divergence 3, reduced by llfuzz reduce)
; llfuzz-engine: llc-19:-O2
; llfuzz-engine: llc-14:-O2
; llfuzz-expect: divergence crash
; llfuzz-llvm: 14-19
define i8 @t1() {
  %r = call i8 @llvm.llround.i8.f16(half 0xH0000)
  ret i8 %r
}
declare i8 @llvm.llround.i8.f16(half)
