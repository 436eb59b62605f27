; Address spaces named in the datalayout can be used by name.
; RUN: %llfuzz print %s | FileCheck %s
; CHECK: @g = addrspace(2) global i32 0
; CHECK: %a = alloca i32, align 4, addrspace(8)
target datalayout = "p2(global):32:8-p8(stack):8:8"
@g = addrspace("global") global i32 0
define void @f() {
  %a = alloca i32, align 4, addrspace("stack")
  ret void
}
