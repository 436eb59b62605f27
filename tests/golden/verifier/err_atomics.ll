; LangRef "'load'", "'store'", "'atomicrmw'", "'fence'": the orderings each
; instruction allows, the operand types of atomic loads, power-of-two sizes
; of at least a byte.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 6

define void @f(ptr %p, float %x, i32 %i, <2 x i32> %v) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Load cannot have Release ordering
  %a = load atomic i32, ptr %p release, align 4
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Store cannot have Acquire ordering
  store atomic i32 %i, ptr %p acquire, align 4
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}atomic memory access' size must be byte-sized
  %c = load atomic i4, ptr %p seq_cst, align 1
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}atomic load operand must have integer, pointer, floating point, or vector type
  %d = load atomic {i32}, ptr %p seq_cst, align 4
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}atomicrmw instructions cannot be unordered
  %k = atomicrmw add ptr %p, i32 %i unordered
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}fence instructions may only have acquire, release, acq_rel, or seq_cst ordering
  fence monotonic
  ret void
}
