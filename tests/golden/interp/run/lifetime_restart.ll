; An object llvm.lifetime.end killed is accessible again after
; llvm.lifetime.start, with undef contents (LangRef "'llvm.lifetime.start'
; Intrinsic"); the loads and stores around it take the fast paths, which
; must follow the object's state both ways.
; RUN: %llfuzz run %s --entry restart --args 'i32 7' | FileCheck %s --check-prefix=CHECK1
; CHECK1: { i32, i32 } { i32 undef, i32 7 }
; RUN: %exit 3 %llfuzz run %s --entry after_end 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: UB: access to an object outside its lifetime

declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

define { i32, i32 } @restart(i32 %x) {
  %a = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 5, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  call void @llvm.lifetime.start.p0(ptr %a)
  %u = load i32, ptr %a
  store i32 %x, ptr %a
  %v = load i32, ptr %a
  %r0 = insertvalue { i32, i32 } poison, i32 %u, 0
  %r = insertvalue { i32, i32 } %r0, i32 %v, 1
  ret { i32, i32 } %r
}

define i32 @after_end() {
  %a = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 5, ptr %a
  %v = load i32, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  %w = load i32, ptr %a
  ret i32 %w
}
