; opt -O2 infers readonly on %a, which is only read; the store goes through
; %b.  LangRef "readonly": the function does not write through that pointer,
; "even though it may write to the memory that the pointer points to".  On
; an input where %b points into %a's buffer, llfuzz reported the store as a
; "write through a readonly pointer argument" (a false alarm from
; InstCombine/load.ll's @test16 and atomic.ll's @pr27490a under -O2; also
; tests/golden/check/pointers/alias_readonly.ll).
; llfuzz-engine: opt-22:-O2
; llfuzz-expect: refines
define void @f(ptr %a, ptr %b) {
  %v = load float, ptr %a
  store float %v, ptr %b
  ret void
}
