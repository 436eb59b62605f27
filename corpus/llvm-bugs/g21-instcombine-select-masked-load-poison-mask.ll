; InstCombine folds select(inv, 0, masked.load(p, pg, undef)) with
; pg = and(xor(inv, true), cond) into masked.load(p, pg, zeroinitializer).
; Where inv is true and cond is poison, pg's lane is and(false, poison) =
; poison: the source's select picks 0 there and never looks at the load,
; but the target's masked.load (a load and a select on the mask, LangRef)
; gives poison for a poison mask lane.  It needs a freeze of cond, or the
; and written as a select.
;   opt-22 -passes=instcombine -S g21-...ll
;   -> call @llvm.masked.load.v4f32.p0(ptr align 4 %p, <4 x i1> %pg, <4 x float> zeroinitializer)
;   llfuzz check g21-...ll --engine opt-22:-passes=instcombine
;   -> target is more poisonous: lane 2 (inv true, cond poison)
; (found by bench/check-llvm-tests.sh on InstCombine/select-masked_load.ll,
; masked_load_and_zero_inactive_8; not found upstream)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: divergence poison
; llfuzz-llvm: 19-
; llfuzz-input: @f(ptr null, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> <i1 false, i1 true, i1 poison, i1 true>)
define <4 x float> @f(ptr %p, <4 x i1> %inv, <4 x i1> %cond) {
  %mask = xor <4 x i1> %inv, <i1 true, i1 true, i1 true, i1 true>
  %pg = and <4 x i1> %mask, %cond
  %load = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %p, i32 4, <4 x i1> %pg, <4 x float> undef)
  %r = select <4 x i1> %inv, <4 x float> zeroinitializer, <4 x float> %load
  ret <4 x float> %r
}
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr, i32, <4 x i1>, <4 x float>)
