; LangRef "'bitcast .. to'": a bitcast never changes the address space
; (addrspacecast does), also inside constant expressions.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1

@h = global i32 0
; ERROR: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}invalid cast opcode for cast from 'ptr' to 'ptr addrspace(2)'
@g = global ptr addrspace(2) bitcast (ptr @h to ptr addrspace(2))
