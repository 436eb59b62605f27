; LangRef "load", "store", "alloca", "cmpxchg", "atomicrmw": an access written
; without `align` gets the ABI alignment of its type (alloca: the preferred
; one; cmpxchg/atomicrmw: the store size), in every function of the module
; (the default datalayout: i64 is 4-aligned, preferably 8).
; RUN: %llfuzz print %s | FileCheck %s
; CHECK: %v = load %T, ptr %p, align 4
; CHECK: %a = alloca %T, align 8
; CHECK: store %T %v, ptr %a, align 4
; CHECK: %w = load i16, ptr %p, align 2
; CHECK: %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4
; CHECK: %y = atomicrmw add ptr %p, i64 1 seq_cst, align 8
; CHECK: %s = load %S, ptr %p, align 4
; CHECK: %b = alloca [3 x i8], align 1
%T = type { i32, i64 }
%S = type { i8, i32 }

define void @f(ptr %p) {
  %v = load %T, ptr %p
  %a = alloca %T
  store %T %v, ptr %a
  %w = load i16, ptr %p
  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst
  %y = atomicrmw add ptr %p, i64 1 seq_cst
  ret void
}

define void @g(ptr %p) {
  %s = load %S, ptr %p
  %b = alloca [3 x i8]
  ret void
}
