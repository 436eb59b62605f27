; llc for aarch64 dies of SIGSEGV (SelectionDAG::getNode under LegalizeTypes)
; on llvm.ldexp of a vector of fp128, any exponent width; the scalar
; ldexp.f128 and x86-64 compile.  LLVM 19 and 22; believed unreported (the
; nearest, upstream #144006, is scalar ldexp.f128 on Windows).
;   llc-22 -mtriple=aarch64-linux-gnu -O2 h2-aarch64-ldexp-v2f128-crash.ll -o /dev/null
;   -> Stack dump: ... llvm::SelectionDAG::getNode < ... < llvm::SelectionDAG::LegalizeTypes
;   llc-22 -O2 h2-aarch64-ldexp-v2f128-crash.ll -o /dev/null   (x86-64)  -> compiles
; (campaign llc-22:-mtriple=aarch64-linux-gnu -O2 -j 2 --time 60, divergence
; 2, <8 x fp128> with <8 x i32> exponents, reduced by llfuzz reduce)
; llfuzz-engine: llc-22:-mtriple=aarch64-linux-gnu -O2
; llfuzz-engine: llc-19:-mtriple=aarch64-linux-gnu -O2
; llfuzz-expect: divergence crash
; llfuzz-llvm: 19-
target triple = "aarch64-unknown-linux-gnu"
define <2 x fp128> @t(<2 x fp128> %x, <2 x i32> %e) {
  %r = call <2 x fp128> @llvm.ldexp.v2f128.v2i32(<2 x fp128> %x, <2 x i32> %e)
  ret <2 x fp128> %r
}
declare <2 x fp128> @llvm.ldexp.v2f128.v2i32(<2 x fp128>, <2 x i32>)
