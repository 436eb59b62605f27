; llvm.riscv.vsetvli/vsetvlimax were unsupported (117 pairs of InstCombine's
; RISCV/*-knownbits tests).  vl = min(avl, VLMAX) but for VLMAX < avl <
; 2 * VLMAX, where the implementation picks any vl in [ceil(avl / 2), VLMAX];
; VLEN = 64 * vscale, so vl's known bits depend on vscale_range, whose
; largest vscale is tried too.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: vscale=1024
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: 6 pairs: 3 without counterexample, 3 with a counterexample

declare i64 @llvm.riscv.vsetvli.i64(i64, i64, i64)
declare i64 @llvm.riscv.vsetvlimax.i64(i64, i64)

; e8, m1: VLMAX = VLEN / 8 <= 8192, so vl < 2^14
define i64 @src1(i64 %avl) #0 {
  %a = call i64 @llvm.riscv.vsetvli.i64(i64 %avl, i64 0, i64 0)
  %b = and i64 %a, 16383
  ret i64 %b
}
define i64 @tgt1(i64 %avl) #0 {
  %a = call i64 @llvm.riscv.vsetvli.i64(i64 %avl, i64 0, i64 0)
  ret i64 %a
}

; avl 1 fits every VLMAX
define i64 @src2() #0 {
  %a = call i64 @llvm.riscv.vsetvli.i64(i64 1, i64 3, i64 0)
  ret i64 %a
}
define i64 @tgt2() #0 {
  ret i64 1
}

; e64, m8: VLMAX = VLEN / 8, at least 16
define i1 @src3() #0 {
  %a = call i64 @llvm.riscv.vsetvlimax.i64(i64 3, i64 3)
  %c = icmp uge i64 %a, 16
  ret i1 %c
}
define i1 @tgt3() #0 {
  ret i1 true
}

; wrong: at vscale 1024, e8 m1's VLMAX is 8192 (bit 13)
define i64 @src4(i64 %avl) #0 {
  %a = call i64 @llvm.riscv.vsetvli.i64(i64 %avl, i64 0, i64 0)
  %b = and i64 %a, 8191
  ret i64 %b
}
define i64 @tgt4(i64 %avl) #0 {
  %a = call i64 @llvm.riscv.vsetvli.i64(i64 %avl, i64 0, i64 0)
  ret i64 %a
}

; wrong: vl is in [ceil(5 / 2), 4] for VLMAX 4 (e32, m1, VLEN 128), not 8
; (the tracked run's bits over-approximate the range -- 0..7 here -- so a
; target's 2 would pass unseen: a known miss)
define i64 @src5() #1 {
  %a = call i64 @llvm.riscv.vsetvli.i64(i64 5, i64 2, i64 0)
  ret i64 %a
}
define i64 @tgt5() #1 {
  ret i64 8
}

; wrong: vlmax of e16, mf2 at VLEN 128 is 4, not 8
define i64 @src6() #1 {
  %a = call i64 @llvm.riscv.vsetvlimax.i64(i64 1, i64 7)
  ret i64 %a
}
define i64 @tgt6() #1 {
  ret i64 8
}

attributes #0 = { vscale_range(2,1024) }
attributes #1 = { vscale_range(2,2) }
