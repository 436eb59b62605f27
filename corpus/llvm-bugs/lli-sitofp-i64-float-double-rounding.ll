; lli's interpreter converts an i64 to float through double: two roundings.
; The LangRef's sitofp rounds once (to the default rounding mode, nearest).
; x = -97263524442537985 lies just past the midpoint between the floats
; -97263520147570688 and -97263528737505280, so it rounds to the second; as a
; double it is first rounded to the midpoint exactly, which then rounds to
; even: the first.  (C: (float)x is the second, (float)(double)x the first.)
;   lli-22 lli-sitofp-i64-float-double-rounding.ll; echo $?                      -> 1
;   lli-22 -force-interpreter lli-sitofp-i64-float-double-rounding.ll; echo $?   -> 0
; (campaign lli-22:-force-interpreter -j 2 --time 60, 1 divergence, reduced by
; llfuzz reduce, signature lli-22|wrong value|-|and|or|xor,ret,sitofp,zext;
; believed unreported)
; llfuzz-engine: lli-22:-force-interpreter
; llfuzz-expect: divergence value
; llfuzz-llvm: 22-
define i32 @main() {
  %x = or i64 -97263525201977435, 4294967295
  %f = sitofp i64 %x to float
  %c = fcmp oeq float %f, 0xC37598CAA0000000
  %r = zext i1 %c to i32
  ret i32 %r
}
