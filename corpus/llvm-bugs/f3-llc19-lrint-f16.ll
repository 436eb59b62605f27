; llc-19 -O2 (x86-64) cannot select llvm.lrint.i32.f16 (fixed by LLVM 22):
;   llc-19 -O2 f3-llc19-lrint-f16.ll -o /dev/null
;   -> LLVM ERROR: Cannot select: i32 = lrint ... f16
;   llc-22 -O2 f3-llc19-lrint-f16.ll -o /dev/null     -> compiles
; (campaign llc-19:-O2, 30 s, divergence 1, reduced by llfuzz reduce)
; llfuzz-engine: llc-19:-O2
; llfuzz-engine: llc-14:-O2
; llfuzz-expect: divergence crash
; llfuzz-llvm: 14-19
define i32 @t2(half %x) {
  %r = call i32 @llvm.lrint.i32.f16(half %x)
  ret i32 %r
}
declare i32 @llvm.lrint.i32.f16(half)
