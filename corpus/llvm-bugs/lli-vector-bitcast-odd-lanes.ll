; lli's interpreter bitcasts between integer vectors only when one lane width
; divides the other: <3 x i64> to <2 x i96> gives wrong lanes (the LangRef:
; a bitcast keeps the bits, the lanes are the vector's bits in order).  All
; ones stay all ones whatever the lanes; the interpreter gives lane 0 only its
; low 64 bits.
;   lli-22 lli-vector-bitcast-odd-lanes.ll; echo $?                      -> 1
;   lli-22 -force-interpreter lli-vector-bitcast-odd-lanes.ll; echo $?   -> 0
; (campaign lli-22:-force-interpreter -j 2 --time 60 before the generator
; left these out for that engine: signatures `bitcast,ret` and
; `bitcast*2,ret`, 42 divergences reduced by llfuzz reduce; believed
; unreported)
; llfuzz-engine: lli-22:-force-interpreter
; llfuzz-expect: divergence value
; llfuzz-llvm: 22-
define i32 @main() {
  %v = bitcast <3 x i64> <i64 -1, i64 -1, i64 -1> to <2 x i96>
  %e = extractelement <2 x i96> %v, i32 0
  %c = icmp eq i96 %e, -1
  %r = zext i1 %c to i32
  ret i32 %r
}
