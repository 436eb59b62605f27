; llc-19 -O2 (x86-64) cannot select llvm.canonicalize.f64 of a constant
; (fixed by LLVM 22):
;   llc-19 -O2 f4-llc19-canonicalize-f64-constant.ll -o /dev/null
;   -> LLVM ERROR: Cannot select: f64 = fcanonicalize ConstantFP:f64<0.000000e+00>
;   llc-22 -O2 f4-llc19-canonicalize-f64-constant.ll -o /dev/null     -> compiles
; (campaign llc-19:-O2 -j 2 --time 60, divergence 2, reduced by llfuzz reduce)
; llfuzz-engine: llc-19:-O2
; llfuzz-engine: llc-14:-O2
; llfuzz-expect: divergence crash
; llfuzz-llvm: 14-19
define double @h1() {
  %r = call double @llvm.canonicalize.f64(double 0.000000e+00)
  ret double %r
}
declare double @llvm.canonicalize.f64(double)
