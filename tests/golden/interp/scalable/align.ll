; A load or store written without `align` has the ABI alignment of its type
; (LangRef "'load' Instruction"); a scalable vector's is that of its known
; minimum size, whatever vscale is (LLVM's DataLayout: 16 for
; <vscale x 4 x i32>, 4 for <vscale x 1 x i32>), the alignment opt then
; writes out.  It once was none.
;
; RUN: %llfuzz run %s --entry '*' | FileCheck %s
; CHECK: @load16: UB: {{.*}}not 16-aligned
; CHECK-NEXT: @load4: <vscale x 1 x i32> <i32 0>
; CHECK-NEXT: @store16: UB: {{.*}}not 16-aligned

define <vscale x 4 x i32> @load16() {
  %p = alloca [64 x i8], align 16
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 64, i1 false)
  %q = getelementptr i8, ptr %p, i64 4
  %r = load <vscale x 4 x i32>, ptr %q
  ret <vscale x 4 x i32> %r
}

define <vscale x 1 x i32> @load4() {
  %p = alloca [64 x i8], align 16
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 64, i1 false)
  %q = getelementptr i8, ptr %p, i64 4
  %r = load <vscale x 1 x i32>, ptr %q
  ret <vscale x 1 x i32> %r
}

define void @store16() {
  %p = alloca [64 x i8], align 16
  %q = getelementptr i8, ptr %p, i64 8
  store <vscale x 4 x i32> zeroinitializer, ptr %q
  ret void
}
