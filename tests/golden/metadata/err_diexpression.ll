; DIExpression operands: DWARF operations (DW_OP_*, LLVM's DW_OP_LLVM_*),
; attribute encodings (DW_ATE_*, for DW_OP_LLVM_convert) and unsigned 64-bit
; integers, positional (LangRef "DIExpression").
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: sed '/; case/!b;/; case 1$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@32: invalid DWARF op 'DW_OP_bogus'
; RUN: sed '/; case/!b;/; case 2$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@33: invalid DWARF attribute encoding 'DW_ATE_bogus'
; RUN: sed '/; case/!b;/; case 3$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@34: expected unsigned integer
; RUN: sed '/; case/!b;/; case 4$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@35: element too large, limit is 18446744073709551615
; RUN: sed '/; case/!b;/; case 5$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@36: expected unsigned integer
; RUN: sed '/; case/!b;/; case 6$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@37: expected unsigned integer
; RUN: sed '/; case/!b;/; case 7$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@38: expected unsigned integer

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(DW_OP_bogus)) ; case 1
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_bogus)) ; case 2
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(DW_OP_constu, -1)) ; case 3
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(18446744073709551616)) ; case 4
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(DW_TAG_member)) ; case 5
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(op: 1))    ; case 6
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(!0))       ; case 7
