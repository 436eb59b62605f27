; The memory a callee may read is compared by what each global holds, not
; by where the module lists it: a target module that orders its globals
; differently (and adds an internal one, which no callee can name) is
; still the same program.  The second function drops a store the callee
; may read: found.
; RUN: %exit 1 %llfuzz check %s %S/Inputs/globals_order_tgt.ll | FileCheck %s
; CHECK: @f/@f: no counterexample
; CHECK: @h/@h: ERROR: trace mismatch
; CHECK: the memory the callee may read differs

@a = global i32 1
@b = global i32 2

declare void @observe()

define void @f(i32 %x) {
  store i32 %x, ptr @a
  call void @observe()
  ret void
}

define void @h(i32 %x) {
  store i32 %x, ptr @b
  call void @observe()
  store i32 0, ptr @b
  ret void
}
