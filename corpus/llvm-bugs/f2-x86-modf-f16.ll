; llc-22 -O2 (x86-64) cannot select llvm.modf on half (no libcall or
; promotion for the f16 fmodf node):
;   llc-22 -O2 f2-x86-modf-f16.ll -o /dev/null
;   -> LLVM ERROR: Cannot select: f16,f16 = fmodf ...
; (campaigns llc-22:-O2 and clang-22:-O2, 30 s each, reduced by llfuzz reduce)
; llfuzz-engine: llc-22:-O2
; llfuzz-expect: divergence crash
; llfuzz-llvm: 22-
define { half, half } @t0(half %x) {
  %r = call { half, half } @llvm.modf.f16(half %x)
  ret { half, half } %r
}
declare { half, half } @llvm.modf.f16(half)
