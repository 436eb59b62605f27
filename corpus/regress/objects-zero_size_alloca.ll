; Two allocas of zero bytes "may not be unique" (LangRef "alloca"); opt -O2
; folds their icmp ne to false.  llfuzz gave each its own address and
; reported a value mismatch (a false alarm from InstSimplify/compare.ll's
; @zero_sized_alloca1 under -O2; also tests/golden/check/objects/zero_size_alloca.ll).
; llfuzz-engine: opt-22:-O2
; llfuzz-expect: refines
define i1 @f() {
  %a = alloca i32, i32 0
  %b = alloca i32, i32 0
  %r = icmp ne ptr %a, %b
  ret i1 %r
}
