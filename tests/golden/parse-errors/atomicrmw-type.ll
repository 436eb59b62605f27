; LangRef "atomicrmw": fadd works on floating point values only.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+2: atomicrmw fadd operand must be a floating point type
define void @f(ptr %p) {
  %x = atomicrmw fadd ptr %p, i32 1 seq_cst
  ret void
}
