; DIExpression operands: DWARF operations (DW_OP_*, LLVM's DW_OP_LLVM_*),
; attribute encodings (DW_ATE_*, for DW_OP_LLVM_convert) and unsigned 64-bit
; integers, positional (LangRef "DIExpression").
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (sed '/; case/!b;/; case 1$/!s/.*//' %s > %t/t1.ll && %exit 1 %llfuzz verify %t/t1.ll) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: :[[@LINE+28]]:{{[0-9]+}}: error: {{.*}}invalid DWARF op 'DW_OP_bogus'
; RUN: (sed '/; case/!b;/; case 2$/!s/.*//' %s > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :[[@LINE+25]]:{{[0-9]+}}: error: {{.*}}invalid DWARF attribute encoding 'DW_ATE_bogus'
; RUN: (sed '/; case/!b;/; case 3$/!s/.*//' %s > %t/t3.ll && %exit 1 %llfuzz verify %t/t3.ll) 2> %t.err3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=ERROR3
; RUN: grep -E '(^|: )error: ' %t.err3 | count 1
; ERROR3: :[[@LINE+22]]:{{[0-9]+}}: error: {{.*}}expected unsigned integer
; RUN: (sed '/; case/!b;/; case 4$/!s/.*//' %s > %t/t4.ll && %exit 1 %llfuzz verify %t/t4.ll) 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: :[[@LINE+19]]:{{[0-9]+}}: error: {{.*}}element too large, limit is 18446744073709551615
; RUN: (sed '/; case/!b;/; case 5$/!s/.*//' %s > %t/t5.ll && %exit 1 %llfuzz verify %t/t5.ll) 2> %t.err5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=ERROR5
; RUN: grep -E '(^|: )error: ' %t.err5 | count 1
; ERROR5: :[[@LINE+16]]:{{[0-9]+}}: error: {{.*}}expected unsigned integer
; RUN: (sed '/; case/!b;/; case 6$/!s/.*//' %s > %t/t6.ll && %exit 1 %llfuzz verify %t/t6.ll) 2> %t.err6
; RUN: FileCheck --input-file=%t.err6 %s --check-prefix=ERROR6
; RUN: grep -E '(^|: )error: ' %t.err6 | count 1
; ERROR6: :[[@LINE+13]]:{{[0-9]+}}: error: {{.*}}expected unsigned integer
; RUN: (sed '/; case/!b;/; case 7$/!s/.*//' %s > %t/t7.ll && %exit 1 %llfuzz verify %t/t7.ll) 2> %t.err7
; RUN: FileCheck --input-file=%t.err7 %s --check-prefix=ERROR7
; RUN: grep -E '(^|: )error: ' %t.err7 | count 1
; ERROR7: :[[@LINE+10]]:{{[0-9]+}}: error: {{.*}}expected unsigned integer

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(DW_OP_bogus)) ; case 1
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_bogus)) ; case 2
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(DW_OP_constu, -1)) ; case 3
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(18446744073709551616)) ; case 4
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(DW_TAG_member)) ; case 5
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(op: 1))    ; case 6
!2 = !DIGlobalVariableExpression(var: !0, expr: !DIExpression(!0))       ; case 7
