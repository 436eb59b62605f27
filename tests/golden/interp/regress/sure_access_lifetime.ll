; A module that ends a stack object's life with llvm.lifetime.end keeps
; every access through an alloca on the checked path: the object may be
; dead while its function runs (see sure_access.ll; LangRef
; "'llvm.lifetime.end' Intrinsic").
;
; RUN: %exit 3 %llfuzz run %s --entry after_end 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1-DAG: UB: access to an object outside its lifetime
; STDERR1-DAG: load of 4 bytes at alloca %a (dead)
; RUN: %llfuzz run %s --entry before_end | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 7

declare void @llvm.lifetime.end.p0(ptr)

define i32 @after_end() {
  %a = alloca i32, align 4
  store i32 7, ptr %a, align 4
  call void @llvm.lifetime.end.p0(ptr %a)
  %l = load i32, ptr %a, align 4
  ret i32 %l
}

define i32 @before_end() {
  %a = alloca i32, align 4
  store i32 7, ptr %a, align 4
  %l = load i32, ptr %a, align 4
  call void @llvm.lifetime.end.p0(ptr %a)
  ret i32 %l
}
