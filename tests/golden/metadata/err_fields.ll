; Fields of specialized nodes: each node has its own set of labelled fields,
; each written at most once, some of them required (LangRef "Specialized
; Metadata Nodes"; the fields are listed in ir/di.def).
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (sed '/; case/!b;/; case 1$/!s/.*//' %s > %t/t1.ll && %exit 1 %llfuzz verify %t/t1.ll) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: :[[@LINE+68]]:{{[0-9]+}}: error: {{.*}}invalid field 'bad'
; RUN: (sed '/; case/!b;/; case 2$/!s/.*//' %s > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :[[@LINE+66]]:{{[0-9]+}}: error: {{.*}}invalid field 'file'
; RUN: (sed '/; case/!b;/; case 3$/!s/.*//' %s > %t/t3.ll && %exit 1 %llfuzz verify %t/t3.ll) 2> %t.err3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=ERROR3
; RUN: grep -E '(^|: )error: ' %t.err3 | count 1
; ERROR3: :[[@LINE+63]]:{{[0-9]+}}: error: {{.*}}field 'line' cannot be specified more than once
; RUN: (sed '/; case/!b;/; case 4$/!s/.*//' %s > %t/t4.ll && %exit 1 %llfuzz verify %t/t4.ll) 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: :[[@LINE+61]]:{{[0-9]+}}: error: {{.*}}expected field label here
; RUN: (sed '/; case/!b;/; case 5$/!s/.*//' %s > %t/t5.ll && %exit 1 %llfuzz verify %t/t5.ll) 2> %t.err5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=ERROR5
; RUN: grep -E '(^|: )error: ' %t.err5 | count 1
; ERROR5: :[[@LINE+58]]:{{[0-9]+}}: error: {{.*}}missing required field 'scope'
; RUN: (sed '/; case/!b;/; case 6$/!s/.*//' %s > %t/t6.ll && %exit 1 %llfuzz verify %t/t6.ll) 2> %t.err6
; RUN: FileCheck --input-file=%t.err6 %s --check-prefix=ERROR6
; RUN: grep -E '(^|: )error: ' %t.err6 | count 1
; ERROR6: :[[@LINE+55]]:{{[0-9]+}}: error: {{.*}}missing required field 'filename'
; RUN: (sed '/; case/!b;/; case 7$/!s/.*//' %s > %t/t7.ll && %exit 1 %llfuzz verify %t/t7.ll) 2> %t.err7
; RUN: FileCheck --input-file=%t.err7 %s --check-prefix=ERROR7
; RUN: grep -E '(^|: )error: ' %t.err7 | count 1
; ERROR7: :[[@LINE+53]]:{{[0-9]+}}: error: {{.*}}missing required field 'scope'
; RUN: (sed '/; case/!b;/; case 8$/!s/.*//' %s > %t/t8.ll && %exit 1 %llfuzz verify %t/t8.ll) 2> %t.err8
; RUN: FileCheck --input-file=%t.err8 %s --check-prefix=ERROR8
; RUN: grep -E '(^|: )error: ' %t.err8 | count 1
; ERROR8: :[[@LINE+50]]:{{[0-9]+}}: error: {{.*}}missing required field 'file'
; RUN: (sed '/; case/!b;/; case 9$/!s/.*//' %s > %t/t9.ll && %exit 1 %llfuzz verify %t/t9.ll) 2> %t.err9
; RUN: FileCheck --input-file=%t.err9 %s --check-prefix=ERROR9
; RUN: grep -E '(^|: )error: ' %t.err9 | count 1
; ERROR9: :[[@LINE+47]]:{{[0-9]+}}: error: {{.*}}missing required field 'baseType'
; RUN: (sed '/; case/!b;/; case 10$/!s/.*//' %s > %t/t10.ll && %exit 1 %llfuzz verify %t/t10.ll) 2> %t.err10
; RUN: FileCheck --input-file=%t.err10 %s --check-prefix=ERROR10
; RUN: grep -E '(^|: )error: ' %t.err10 | count 1
; ERROR10: :[[@LINE+44]]:{{[0-9]+}}: error: {{.*}}missing required field 'name'
; RUN: (sed '/; case/!b;/; case 11$/!s/.*//' %s > %t/t11.ll && %exit 1 %llfuzz verify %t/t11.ll) 2> %t.err11
; RUN: FileCheck --input-file=%t.err11 %s --check-prefix=ERROR11
; RUN: grep -E '(^|: )error: ' %t.err11 | count 1
; ERROR11: :[[@LINE+41]]:{{[0-9]+}}: error: {{.*}}missing required field 'types'
; RUN: (sed '/; case/!b;/; case 12$/!s/.*//' %s > %t/t12.ll && %exit 1 %llfuzz verify %t/t12.ll) 2> %t.err12
; RUN: FileCheck --input-file=%t.err12 %s --check-prefix=ERROR12
; RUN: grep -E '(^|: )error: ' %t.err12 | count 1
; ERROR12: :[[@LINE+38]]:{{[0-9]+}}: error: {{.*}}missing required field 'scope'
; RUN: (sed '/; case/!b;/; case 13$/!s/.*//' %s > %t/t13.ll && %exit 1 %llfuzz verify %t/t13.ll) 2> %t.err13
; RUN: FileCheck --input-file=%t.err13 %s --check-prefix=ERROR13
; RUN: grep -E '(^|: )error: ' %t.err13 | count 1
; ERROR13: :[[@LINE+35]]:{{[0-9]+}}: error: {{.*}}missing required field 'type'
; RUN: (sed '/; case/!b;/; case 14$/!s/.*//' %s > %t/t14.ll && %exit 1 %llfuzz verify %t/t14.ll) 2> %t.err14
; RUN: FileCheck --input-file=%t.err14 %s --check-prefix=ERROR14
; RUN: grep -E '(^|: )error: ' %t.err14 | count 1
; ERROR14: :[[@LINE+32]]:{{[0-9]+}}: error: {{.*}}missing required field 'expr'
; RUN: (sed '/; case/!b;/; case 15$/!s/.*//' %s > %t/t15.ll && %exit 1 %llfuzz verify %t/t15.ll) 2> %t.err15
; RUN: FileCheck --input-file=%t.err15 %s --check-prefix=ERROR15
; RUN: grep -E '(^|: )error: ' %t.err15 | count 1
; ERROR15: :[[@LINE+29]]:{{[0-9]+}}: error: {{.*}}missing required field 'discriminator'
; RUN: (sed '/; case/!b;/; case 16$/!s/.*//' %s > %t/t16.ll && %exit 1 %llfuzz verify %t/t16.ll) 2> %t.err16
; RUN: FileCheck --input-file=%t.err16 %s --check-prefix=ERROR16
; RUN: grep -E '(^|: )error: ' %t.err16 | count 1
; ERROR16: :[[@LINE+26]]:{{[0-9]+}}: error: {{.*}}missing required field 'value'
; RUN: (sed '/; case/!b;/; case 17$/!s/.*//' %s > %t/t17.ll && %exit 1 %llfuzz verify %t/t17.ll) 2> %t.err17
; RUN: FileCheck --input-file=%t.err17 %s --check-prefix=ERROR17
; RUN: grep -E '(^|: )error: ' %t.err17 | count 1
; ERROR17: :[[@LINE+23]]:{{[0-9]+}}: error: {{.*}}missing required field 'tag'

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DILocation(line: 1, bad: 2, scope: !0)                             ; case 1
; a field of another node
!2 = !DILocation(line: 1, scope: !0, file: !1)                           ; case 2
!2 = !DILocation(line: 1, scope: !0, line: 2)                            ; case 3
; only DIExpression and DIArgList take positional operands
!2 = !DILocation(scope: !0, 7)                                           ; case 4
!2 = !DILocation(line: 1, column: 2)                                     ; case 5
!2 = !DIFile(directory: "/")                                             ; case 6
; the first missing required field is reported
!2 = !DILabel(line: 3)                                                   ; case 7
!2 = !DILabel(scope: !0, name: "l", line: 3)                             ; case 8
!2 = !DIDerivedType(tag: DW_TAG_pointer_type, size: 64)                  ; case 9
!2 = !DIEnumerator(value: 1)                                             ; case 10
!2 = !DISubroutineType(flags: DIFlagPrototyped)                          ; case 11
!2 = !DIImportedEntity(tag: DW_TAG_imported_module, entity: !0)          ; case 12
!2 = !DIMacro(name: "M")                                                 ; case 13
!2 = !DIGlobalVariableExpression(var: !0)                                ; case 14
!2 = !DILexicalBlockFile(scope: !0, file: !1)                            ; case 15
!2 = !DITemplateValueParameter(name: "N", type: !0)                      ; case 16
!2 = !GenericDINode(header: "h")                                         ; case 17
