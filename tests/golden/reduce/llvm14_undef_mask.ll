; The reducer judges a tool's output by the LangRef of the tool's version,
; as campaigns and check do: opt-14's instcombine writes `undef` shuffle mask
; elements, an undef lane up to LLVM 16 (poison since).  `llfuzz reduce --db`
; reduced two such LLVM 14 campaign rows into a false "more poisonous".
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 1 %llfuzz reduce %s --engine opt-14:-passes=instcombine --func t0 -q -o %t/r.ll 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR
; STDERR: not reproducible
; llfuzz-input: @t0(<8 x i1> <i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true>)

define <16 x i1> @t0(<8 x i1> %0) {
entry:
  %1 = shufflevector <8 x i1> %0, <8 x i1> undef, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i1> %1
}
