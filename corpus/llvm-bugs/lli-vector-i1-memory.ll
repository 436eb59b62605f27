; lli's interpreter (ExecutionEngine/Interpreter) stores a vector of i1 with
; other bits than LLVM's memory layout has: memory holds it bit-packed (the
; LangRef: a vector's in-memory form is its bits as an integer of the
; vector's size), <8 x i1> is one byte.  Lanes 1, 5 and 6 are true here, so
; the byte is 0x62 = 98.
;   lli-22 lli-vector-i1-memory.ll; echo $?                      -> 98
;   lli-22 -force-interpreter lli-vector-i1-memory.ll; echo $?   -> 0
; A campaign against lli-22:-force-interpreter sees <N x i1> results wrong
; (the runner passes them through memory).  (Campaign
; lli-22:-force-interpreter, seeds 1-40: 2 of its 6 divergences, reduced by
; llfuzz reduce; believed unreported.)
; llfuzz-engine: lli-22:-force-interpreter
; llfuzz-expect: divergence value
; llfuzz-llvm: 22-
define <8 x i1> @t2() {
  ret <8 x i1> <i1 false, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 false>
}

define i32 @main() {
  %p = alloca i64
  store i64 0, ptr %p
  %v = call <8 x i1> @t2()
  store <8 x i1> %v, ptr %p, align 1
  %b = load i8, ptr %p
  %r = zext i8 %b to i32
  ret i32 %r
}
