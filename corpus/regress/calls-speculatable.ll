; A call of a speculatable function is no event: InstCombine's
; select(x == 0, f(x, x), y) -> select(x == 0, f(0, 0), y) in
; select-binop-cmp.ll was a trace mismatch.
; (regression case of a false alarm; also tests/golden/check/calls/speculatable.ll)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-llvm: 19-

declare i32 @f(i32, i32) speculatable

define i32 @sel(i32 %x, i32 %y) {
  %c = icmp eq i32 %x, 0
  %r = call i32 @f(i32 %x, i32 %x)
  %s = select i1 %c, i32 %r, i32 %y
  ret i32 %s
}
