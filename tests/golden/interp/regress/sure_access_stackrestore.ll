; A module that restores the stack with llvm.stackrestore keeps every
; access through an alloca on the checked path: the objects made since the
; save die at the restore, while their function runs (see sure_access.ll;
; LangRef "'llvm.stackrestore' Intrinsic").
;
; RUN: %exit 3 %llfuzz run %s --entry after_restore 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: store of 4 bytes at alloca %a (dead)
; RUN: %llfuzz run %s --entry before_restore | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 2

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

define void @after_restore() {
  %s = call ptr @llvm.stacksave.p0()
  %a = alloca i32, align 4
  store i32 1, ptr %a, align 4
  call void @llvm.stackrestore.p0(ptr %s)
  store i32 2, ptr %a, align 4
  ret void
}

define i32 @before_restore() {
  %s = call ptr @llvm.stacksave.p0()
  %a = alloca i32, align 4
  store i32 2, ptr %a, align 4
  %l = load i32, ptr %a, align 4
  call void @llvm.stackrestore.p0(ptr %s)
  ret i32 %l
}
