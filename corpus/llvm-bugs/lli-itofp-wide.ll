; lli's interpreter converts integers wider than 64 bits to floating point
; wrongly: sitofp i128 -1 does not give -1.0 (in the reduced campaign cases
; uitofp of values past 2^64 gave NaN or twice the value).
;   lli-22 lli-itofp-wide.ll; echo $?                      -> 1
;   lli-22 -force-interpreter lli-itofp-wide.ll; echo $?   -> 0
; (campaign lli-22:-force-interpreter -j 2 --time 60 before the generator
; left these out for that engine: signatures `ret,sitofp`, `ret,uitofp` and
; `ret,sitofp,store`, 22 divergences reduced by llfuzz reduce; believed
; unreported)
; llfuzz-engine: lli-22:-force-interpreter
; llfuzz-expect: divergence value
; llfuzz-llvm: 22-
define i32 @main() {
  %f = sitofp i128 -1 to double
  %c = fcmp oeq double %f, -1.0
  %r = zext i1 %c to i32
  ret i32 %r
}
