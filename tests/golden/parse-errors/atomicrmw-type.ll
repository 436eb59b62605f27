; LangRef "atomicrmw": fadd works on floating point values only.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}atomicrmw fadd operand must be a floating point type
define void @f(ptr %p) {
  %x = atomicrmw fadd ptr %p, i32 1 seq_cst
  ret void
}
