; InstSimplify folds `insertvalue X, undef, N` to X. When X's field N is poison
; that replaces an undef field by a poison one (LangRef "Poison Values": poison is
; more undefined than undef; the fold is only right when the field of X is undef or
; the inserted value is poison). Wrong under LLVM 14's LangRef too.
; LLVM 14; LLVM 22 correct.
;   opt-14 -opaque-pointers -passes=instsimplify -S J-insertvalue-undef-into-poison.ll
;   llfuzz check J-insertvalue-undef-into-poison.ll --engine opt-14:-passes=instsimplify
; llfuzz-engine: opt-14:-passes=instsimplify
; llfuzz-expect: divergence poison
; llfuzz-llvm: 14
define i1 @src(i32 %x) {
  %a = insertvalue { i32, i1 } poison, i32 %x, 0
  %b = insertvalue { i32, i1 } %a, i1 undef, 1
  %c = extractvalue { i32, i1 } %b, 1
  ret i1 %c
}
