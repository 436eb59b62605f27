; llc-22 -O2 (x86-64) cannot select the i128 compare its lowering of
; llvm.maximum.f128 makes (the signed-zero test on the bitcast operand):
;   llc-22 -O2 f1-x86-maximum-f128-setcc.ll -o /dev/null
;   -> LLVM ERROR: Cannot select: i8 = setcc (i128 bitcast (f128 ...)), Constant:i128<0>, seteq
; (campaign llc-22:-O2, 30 s, divergence 1, reduced by llfuzz reduce; also
; seen with clang-22 -O2, with llvm.minimum.f128, and on aarch64 (llc-19 and
; llc-22 -mtriple=aarch64-linux-gnu: "Cannot select: i32 = setcc", the same
; i128 compare; upstream #63267 reports <2 x fp128> maximum on aarch64);
; riscv64 compiles it)
; llfuzz-engine: llc-22:-O2
; llfuzz-engine: llc-19:-O2
; llfuzz-engine: llc-14:-O2
; llfuzz-engine: llc-22:-mtriple=aarch64-linux-gnu -O2
; llfuzz-engine: llc-19:-mtriple=aarch64-linux-gnu -O2
; llfuzz-expect: divergence crash
; llfuzz-llvm: 14-
define fp128 @t2(fp128 %x) {
  %r = call fp128 @llvm.maximum.f128(fp128 0xL00000000000000000000000000000000, fp128 %x)
  ret fp128 %r
}
declare fp128 @llvm.maximum.f128(fp128, fp128)
