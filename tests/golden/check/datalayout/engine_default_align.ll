; opt's -data-layout= also decides the alignment of an access written
; without `align` (the type's ABI alignment in the layout opt reads the file
; under).  The file has no datalayout: by LLVM's default one a bare
; `store i64` is 4-aligned; under -data-layout=...-i64:64 it is 8-aligned,
; and opt writes `align 8`.  The source must run with the adopted layout's
; alignments, so a pointer 4 bytes into a buffer makes the source's store
; UB as it makes the target's.  Before, the source kept the alignments of
; the default layout: "source is more defined than target" (LLVM 22's
; InstCombine/multiple-uses-load-bitcast-select.ll with aliasing inputs).
; REQUIRES: opt-22
; RUN: %llfuzz check %s --engine 'opt-22:-passes=instcombine -data-layout=E-m:e-i64:64-n32:64' | FileCheck %s --check-prefix=CHECK1
; CHECK1: @st/@st: no counterexample
; CHECK1: @ld/@ld: no counterexample
; CHECK1: 2 pairs: 2 without counterexample, 0 with a counterexample
; The same module with the default layout: 4-aligned, run and defined.
; RUN: %llfuzz check %s --engine 'opt-22:-passes=instcombine' | FileCheck %s --check-prefix=CHECK2
; CHECK2: 2 pairs: 2 without counterexample, 0 with a counterexample

; llfuzz-input: @st(ptr inttoptr (i64 1 to ptr), i64 5)
define void @st(ptr %p, i64 %v) {
  %q = getelementptr i8, ptr %p, i64 4
  store i64 %v, ptr %q
  ret void
}

; llfuzz-input: @ld(ptr inttoptr (i64 1 to ptr))
define i64 @ld(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 4
  %v = load i64, ptr %q
  ret i64 %v
}
