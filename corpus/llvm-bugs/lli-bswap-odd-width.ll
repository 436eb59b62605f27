; lli's interpreter byte-swaps only i16, i32 and i64: llvm.bswap of any
; other width (i48, i128, ...; the LangRef allows every multiple of 16 bits)
; gives a wrong value.  bswap(i48 1) is 1 << 40, so the top byte is 1; the
; interpreter returns 0 (and bswap(i128 1) gives 1 << 56 instead of 1 << 120).
;   lli-22 lli-bswap-odd-width.ll; echo $?                      -> 1
;   lli-22 -force-interpreter lli-bswap-odd-width.ll; echo $?   -> 0
; (campaign lli-22:-force-interpreter -j 2 --time 60, 2 divergences, both
; reduced by llfuzz reduce to one signature, lli-22|wrong value|-|llvm.bswap,ret;
; believed unreported)
; llfuzz-engine: lli-22:-force-interpreter
; llfuzz-expect: divergence value
; llfuzz-llvm: 22-
define i32 @main() {
  %a = call i48 @llvm.bswap.i48(i48 1)
  %s = lshr i48 %a, 40
  %r = trunc i48 %s to i32
  ret i32 %r
}

declare i48 @llvm.bswap.i48(i48)
