; opt's -data-layout= decides the alignment of an access written without
; `align`: the source runs under the layout opt read it with (i64:64 makes a
; bare store i64 8-aligned; LLVM's default layout, 4).  A pointer 4 bytes
; into a buffer made the source defined and opt's output (align 8) UB.
; (regression case of a false alarm, from LLVM 22's
; InstCombine/multiple-uses-load-bitcast-select.ll; also
; tests/golden/check/datalayout/engine_default_align.ll)
; llfuzz-engine: opt-22:-passes=instcombine -data-layout=E-m:e-i64:64-n32:64
; llfuzz-expect: refines
; llfuzz-input: @st(ptr inttoptr (i64 1 to ptr), i64 5)
; llfuzz-input: @st(ptr null, i64 5)
define void @st(ptr %p, i64 %v) {
  %q = getelementptr i8, ptr %p, i64 4
  store i64 %v, ptr %q
  ret void
}
