; Reduced from false alarms on InstCombine's memcpy-from-global.ll: a
; readonly nocapture callee given a stack copy of a constant global's first
; 20 bytes gets the 40-byte global itself.  The callee cannot read past the
; source's 20 bytes, so only those are compared.
; (regression case of a false alarm; also tests/golden/check/calls/nocapture_window.ll)
; llfuzz-engine: opt-22:-passes=instcombine
; llfuzz-expect: refines
; llfuzz-llvm: 19-

@H = constant [10 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10], align 16
declare void @bar(ptr nocapture) readonly
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @first() {
  %a = alloca [5 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr @H, i64 20, i1 false)
  call void @bar(ptr %a)
  ret void
}

define void @second() {
  %a = alloca [5 x i32], align 16
  %h = getelementptr i8, ptr @H, i64 20
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %h, i64 20, i1 false)
  call void @bar(ptr %a)
  ret void
}
