; Fields that cannot be null or empty: the scope of a location, a lexical
; block, a local variable or a label; the file of a compile unit; the count of
; a subrange; the name of a global variable (LangRef "DILocation",
; "DICompileUnit", "DISubrange"...).
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (sed '/; case/!b;/; case 1$/!s/.*//' %s > %t/t1.ll && %exit 1 %llfuzz verify %t/t1.ll) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: :[[@LINE+32]]:{{[0-9]+}}: error: {{.*}}'scope' cannot be null
; RUN: (sed '/; case/!b;/; case 2$/!s/.*//' %s > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :[[@LINE+29]]:{{[0-9]+}}: error: {{.*}}'scope' cannot be null
; RUN: (sed '/; case/!b;/; case 3$/!s/.*//' %s > %t/t3.ll && %exit 1 %llfuzz verify %t/t3.ll) 2> %t.err3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=ERROR3
; RUN: grep -E '(^|: )error: ' %t.err3 | count 1
; ERROR3: :[[@LINE+26]]:{{[0-9]+}}: error: {{.*}}'scope' cannot be null
; RUN: (sed '/; case/!b;/; case 4$/!s/.*//' %s > %t/t4.ll && %exit 1 %llfuzz verify %t/t4.ll) 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: :[[@LINE+23]]:{{[0-9]+}}: error: {{.*}}'scope' cannot be null
; RUN: (sed '/; case/!b;/; case 5$/!s/.*//' %s > %t/t5.ll && %exit 1 %llfuzz verify %t/t5.ll) 2> %t.err5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=ERROR5
; RUN: grep -E '(^|: )error: ' %t.err5 | count 1
; ERROR5: :[[@LINE+20]]:{{[0-9]+}}: error: {{.*}}'scope' cannot be null
; RUN: (sed '/; case/!b;/; case 6$/!s/.*//' %s > %t/t6.ll && %exit 1 %llfuzz verify %t/t6.ll) 2> %t.err6
; RUN: FileCheck --input-file=%t.err6 %s --check-prefix=ERROR6
; RUN: grep -E '(^|: )error: ' %t.err6 | count 1
; ERROR6: :[[@LINE+17]]:{{[0-9]+}}: error: {{.*}}'file' cannot be null
; RUN: (sed '/; case/!b;/; case 7$/!s/.*//' %s > %t/t7.ll && %exit 1 %llfuzz verify %t/t7.ll) 2> %t.err7
; RUN: FileCheck --input-file=%t.err7 %s --check-prefix=ERROR7
; RUN: grep -E '(^|: )error: ' %t.err7 | count 1
; ERROR7: :[[@LINE+14]]:{{[0-9]+}}: error: {{.*}}'count' cannot be null
; RUN: (sed '/; case/!b;/; case 8$/!s/.*//' %s > %t/t8.ll && %exit 1 %llfuzz verify %t/t8.ll) 2> %t.err8
; RUN: FileCheck --input-file=%t.err8 %s --check-prefix=ERROR8
; RUN: grep -E '(^|: )error: ' %t.err8 | count 1
; ERROR8: :[[@LINE+11]]:{{[0-9]+}}: error: {{.*}}'name' cannot be empty

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DILocation(line: 1, scope: null)                                   ; case 1
!2 = distinct !DILexicalBlock(scope: null, file: !1, line: 2)            ; case 2
!2 = !DILexicalBlockFile(scope: null, discriminator: 1)                  ; case 3
!2 = !DILocalVariable(name: "x", scope: null)                            ; case 4
!2 = !DILabel(scope: null, name: "l", file: !1, line: 1)                 ; case 5
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: null)          ; case 6
!2 = !DISubrange(count: null)                                            ; case 7
!2 = !DIGlobalVariable(name: "", scope: !0)                              ; case 8
