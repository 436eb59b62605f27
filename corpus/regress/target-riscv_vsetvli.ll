; llvm.riscv.vsetvli/vsetvlimax were unsupported (InstCombine's
; RISCV/riscv-vsetvli-knownbits.ll, riscv-vsetvlimax-knownbits.ll): vl's
; known bits, folded by InstCombine, follow VLEN = 64 * vscale.
; (regression case; also tests/golden/check/target/riscv_vsetvli.ll)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-llvm: 19-

declare i64 @llvm.riscv.vsetvli.i64(i64, i64, i64)
declare i64 @llvm.riscv.vsetvlimax.i64(i64, i64)

define i64 @e8m1_and14bits(i64 %avl) #0 {
  %a = call i64 @llvm.riscv.vsetvli.i64(i64 %avl, i64 0, i64 0)
  %b = and i64 %a, 16383
  ret i64 %b
}

define i64 @e8m1_and13bits(i64 %avl) #0 {
  %a = call i64 @llvm.riscv.vsetvli.i64(i64 %avl, i64 0, i64 0)
  %b = and i64 %a, 8191
  ret i64 %b
}

define i64 @max_e64m8_and(i64 %avl) #0 {
  %a = call i64 @llvm.riscv.vsetvlimax.i64(i64 3, i64 3)
  %b = and i64 %a, 65535
  ret i64 %b
}

attributes #0 = { vscale_range(2,1024) }
