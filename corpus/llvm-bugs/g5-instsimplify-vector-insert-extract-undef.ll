; InstSimplify folds  vector.insert(undef, vector.extract(%x, 0), 0)  into %x.
; The lanes past the extracted part are undef in the source but %x's lanes in
; the target: a poison lane of %x there is more poisonous than undef.  With
; vscale = 4, %x has 16 lanes and the source's lanes 8..15 are undef.
;   opt-22 -passes=instsimplify -S g5-instsimplify-vector-insert-extract-undef.ll -> ret %x
;   llfuzz check g5-...ll --engine opt-22:-passes=instsimplify
;   -> target is more poisonous, %x poison, vscale=4, element 8
; (found by bench/check-llvm-tests.sh on InstSimplify/insert-vector.ll,
; redundant_extract_insert_chain; believed unreported: the fold should ask
; for a poison base)
; llfuzz-engine: opt-22:-passes=instsimplify
; llfuzz-engine: opt-19:-passes=instsimplify
; llfuzz-expect: divergence poison
; llfuzz-llvm: 19-
define <vscale x 4 x i32> @f(<vscale x 4 x i32> %x) {
  %e = call <8 x i32> @llvm.vector.extract.v8i32.nxv4i32(<vscale x 4 x i32> %x, i64 0)
  %r = call <vscale x 4 x i32> @llvm.vector.insert.nxv4i32.v8i32(<vscale x 4 x i32> undef, <8 x i32> %e, i64 0)
  ret <vscale x 4 x i32> %r
}
