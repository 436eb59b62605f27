; LangRef "'bitcast .. to'": a bitcast never changes the address space
; (addrspacecast does), also inside constant expressions.
; RUN: llfuzz verify %s
; EXIT: 1

@h = global i32 0
; ERROR@+1: invalid cast opcode for cast from 'ptr' to 'ptr addrspace(2)'
@g = global ptr addrspace(2) bitcast (ptr @h to ptr addrspace(2))
