; A void instruction cannot have a name.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+2: instructions returning void cannot have a name
define void @f(ptr %p) {
  %x = store i32 0, ptr %p
  ret void
}
