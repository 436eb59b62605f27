; cmpxchg's failure ordering cannot be release or acq_rel (llvm-as reports it at
; the next token).
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}invalid cmpxchg failure ordering
define void @f(ptr %p) {
  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst release
  ret void
}
