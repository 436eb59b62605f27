; Alignment must be a power of two.
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+2: alignment is not a power of two
define void @f(ptr %p) {
  store i32 0, ptr %p, align 3
  ret void
}
