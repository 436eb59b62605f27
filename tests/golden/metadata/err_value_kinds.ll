; What each field holds: a metadata operand, a string constant, a boolean, a
; braced list (GenericDINode operands) -- not one for another (LangRef
; "Specialized Metadata Nodes").
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (sed '/; case/!b;/; case 1$/!s/.*//' %s > %t/t1.ll && %exit 1 %llfuzz verify %t/t1.ll) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: :[[@LINE+36]]:{{[0-9]+}}: error: {{.*}}expected metadata operand
; RUN: (sed '/; case/!b;/; case 2$/!s/.*//' %s > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :[[@LINE+33]]:{{[0-9]+}}: error: {{.*}}expected metadata operand
; RUN: (sed '/; case/!b;/; case 3$/!s/.*//' %s > %t/t3.ll && %exit 1 %llfuzz verify %t/t3.ll) 2> %t.err3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=ERROR3
; RUN: grep -E '(^|: )error: ' %t.err3 | count 1
; ERROR3: :[[@LINE+31]]:{{[0-9]+}}: error: {{.*}}expected type
; RUN: (sed '/; case/!b;/; case 4$/!s/.*//' %s > %t/t4.ll && %exit 1 %llfuzz verify %t/t4.ll) 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: :[[@LINE+28]]:{{[0-9]+}}: error: {{.*}}expected string constant
; RUN: (sed '/; case/!b;/; case 5$/!s/.*//' %s > %t/t5.ll && %exit 1 %llfuzz verify %t/t5.ll) 2> %t.err5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=ERROR5
; RUN: grep -E '(^|: )error: ' %t.err5 | count 1
; ERROR5: :[[@LINE+25]]:{{[0-9]+}}: error: {{.*}}expected string constant
; RUN: (sed '/; case/!b;/; case 6$/!s/.*//' %s > %t/t6.ll && %exit 1 %llfuzz verify %t/t6.ll) 2> %t.err6
; RUN: FileCheck --input-file=%t.err6 %s --check-prefix=ERROR6
; RUN: grep -E '(^|: )error: ' %t.err6 | count 1
; ERROR6: :[[@LINE+22]]:{{[0-9]+}}: error: {{.*}}expected 'true' or 'false'
; RUN: (sed '/; case/!b;/; case 7$/!s/.*//' %s > %t/t7.ll && %exit 1 %llfuzz verify %t/t7.ll) 2> %t.err7
; RUN: FileCheck --input-file=%t.err7 %s --check-prefix=ERROR7
; RUN: grep -E '(^|: )error: ' %t.err7 | count 1
; ERROR7: :[[@LINE+19]]:{{[0-9]+}}: error: {{.*}}expected '{' here
; RUN: (sed '/; case/!b;/; case 8$/!s/.*//' %s > %t/t8.ll && %exit 1 %llfuzz verify %t/t8.ll) 2> %t.err8
; RUN: FileCheck --input-file=%t.err8 %s --check-prefix=ERROR8
; RUN: grep -E '(^|: )error: ' %t.err8 | count 1
; ERROR8: :[[@LINE+17]]:{{[0-9]+}}: error: {{.*}}expected ')' here
; RUN: (sed '/; case/!b;/; case 9$/!s/.*//' %s > %t/t9.ll && %exit 1 %llfuzz verify %t/t9.ll) 2> %t.err9
; RUN: FileCheck --input-file=%t.err9 %s --check-prefix=ERROR9
; RUN: grep -E '(^|: )error: ' %t.err9 | count 1
; ERROR9: :[[@LINE+14]]:{{[0-9]+}}: error: {{.*}}expected 'true' or 'false'

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DILocation(line: 1, scope: 5)                                      ; case 1
!2 = !DILocation(line: 1, scope: "f")                                    ; case 2
; braces start a struct type, not a list
!2 = !DILocation(line: 1, scope: {!0})                                   ; case 3
!2 = !DIFile(filename: !"a.c", directory: "/")                           ; case 4
!2 = !DIBasicType(name: null)                                            ; case 5
!2 = !DILocation(line: 1, scope: !0, isImplicitCode: 1)                  ; case 6
!2 = !GenericDINode(tag: DW_TAG_variable, operands: !0)                  ; case 7
; only flag fields join values with '|'
!2 = !DILocation(line: 1 | 2, scope: !0)                                 ; case 8
!2 = !DILocation(line: 1, scope: !0, isImplicitCode: DW_TAG_member)      ; case 9
