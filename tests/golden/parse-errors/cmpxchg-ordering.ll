; cmpxchg's failure ordering cannot be release or acq_rel (llvm-as reports it at
; the next token).
; RUN: llfuzz verify %s
; EXIT: 1
; ERROR@+3: invalid cmpxchg failure ordering
define void @f(ptr %p) {
  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst release
  ret void
}
