; Integer fields and their limits: unsigned fields take no sign and no hex
; float, signed ones have a minimum (LangRef "Specialized Metadata Nodes";
; lines are 32-bit, columns and argument numbers 16-bit).
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (sed '/; case/!b;/; case 1$/!s/.*//' %s > %t/t1.ll && %exit 1 %llfuzz verify %t/t1.ll) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: :[[@LINE+60]]:{{[0-9]+}}: error: {{.*}}value for 'line' too large, limit is 4294967295
; RUN: (sed '/; case/!b;/; case 2$/!s/.*//' %s > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :[[@LINE+57]]:{{[0-9]+}}: error: {{.*}}value for 'column' too large, limit is 65535
; RUN: (sed '/; case/!b;/; case 3$/!s/.*//' %s > %t/t3.ll && %exit 1 %llfuzz verify %t/t3.ll) 2> %t.err3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=ERROR3
; RUN: grep -E '(^|: )error: ' %t.err3 | count 1
; ERROR3: :[[@LINE+54]]:{{[0-9]+}}: error: {{.*}}expected unsigned integer
; RUN: (sed '/; case/!b;/; case 4$/!s/.*//' %s > %t/t4.ll && %exit 1 %llfuzz verify %t/t4.ll) 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: :[[@LINE+52]]:{{[0-9]+}}: error: {{.*}}expected unsigned integer
; RUN: (sed '/; case/!b;/; case 5$/!s/.*//' %s > %t/t5.ll && %exit 1 %llfuzz verify %t/t5.ll) 2> %t.err5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=ERROR5
; RUN: grep -E '(^|: )error: ' %t.err5 | count 1
; ERROR5: :[[@LINE+49]]:{{[0-9]+}}: error: {{.*}}value for 'atomRank' too large, limit is 255
; RUN: (sed '/; case/!b;/; case 6$/!s/.*//' %s > %t/t6.ll && %exit 1 %llfuzz verify %t/t6.ll) 2> %t.err6
; RUN: FileCheck --input-file=%t.err6 %s --check-prefix=ERROR6
; RUN: grep -E '(^|: )error: ' %t.err6 | count 1
; ERROR6: :[[@LINE+46]]:{{[0-9]+}}: error: {{.*}}value for 'arg' too large, limit is 65535
; RUN: (sed '/; case/!b;/; case 7$/!s/.*//' %s > %t/t7.ll && %exit 1 %llfuzz verify %t/t7.ll) 2> %t.err7
; RUN: FileCheck --input-file=%t.err7 %s --check-prefix=ERROR7
; RUN: grep -E '(^|: )error: ' %t.err7 | count 1
; ERROR7: :[[@LINE+43]]:{{[0-9]+}}: error: {{.*}}value for 'size' too large, limit is 18446744073709551615
; RUN: (sed '/; case/!b;/; case 8$/!s/.*//' %s > %t/t8.ll && %exit 1 %llfuzz verify %t/t8.ll) 2> %t.err8
; RUN: FileCheck --input-file=%t.err8 %s --check-prefix=ERROR8
; RUN: grep -E '(^|: )error: ' %t.err8 | count 1
; ERROR8: :[[@LINE+40]]:{{[0-9]+}}: error: {{.*}}value for 'ptrAuthKey' too large, limit is 7
; RUN: (sed '/; case/!b;/; case 9$/!s/.*//' %s > %t/t9.ll && %exit 1 %llfuzz verify %t/t9.ll) 2> %t.err9
; RUN: FileCheck --input-file=%t.err9 %s --check-prefix=ERROR9
; RUN: grep -E '(^|: )error: ' %t.err9 | count 1
; ERROR9: :[[@LINE+38]]:{{[0-9]+}}: error: {{.*}}value for 'count' too small, limit is -1
; RUN: (sed '/; case/!b;/; case 10$/!s/.*//' %s > %t/t10.ll && %exit 1 %llfuzz verify %t/t10.ll) 2> %t.err10
; RUN: FileCheck --input-file=%t.err10 %s --check-prefix=ERROR10
; RUN: grep -E '(^|: )error: ' %t.err10 | count 1
; ERROR10: :[[@LINE+35]]:{{[0-9]+}}: error: {{.*}}value for 'count' too large, limit is 9223372036854775807
; RUN: (sed '/; case/!b;/; case 11$/!s/.*//' %s > %t/t11.ll && %exit 1 %llfuzz verify %t/t11.ll) 2> %t.err11
; RUN: FileCheck --input-file=%t.err11 %s --check-prefix=ERROR11
; RUN: grep -E '(^|: )error: ' %t.err11 | count 1
; ERROR11: :[[@LINE+32]]:{{[0-9]+}}: error: {{.*}}value for 'lowerBound' too small, limit is -9223372036854775808
; RUN: (sed '/; case/!b;/; case 12$/!s/.*//' %s > %t/t12.ll && %exit 1 %llfuzz verify %t/t12.ll) 2> %t.err12
; RUN: FileCheck --input-file=%t.err12 %s --check-prefix=ERROR12
; RUN: grep -E '(^|: )error: ' %t.err12 | count 1
; ERROR12: :[[@LINE+29]]:{{[0-9]+}}: error: {{.*}}value for 'thisAdjustment' too large, limit is 2147483647
; RUN: (sed '/; case/!b;/; case 13$/!s/.*//' %s > %t/t13.ll && %exit 1 %llfuzz verify %t/t13.ll) 2> %t.err13
; RUN: FileCheck --input-file=%t.err13 %s --check-prefix=ERROR13
; RUN: grep -E '(^|: )error: ' %t.err13 | count 1
; ERROR13: :[[@LINE+26]]:{{[0-9]+}}: error: {{.*}}expected signed integer
; RUN: (sed '/; case/!b;/; case 14$/!s/.*//' %s > %t/t14.ll && %exit 1 %llfuzz verify %t/t14.ll) 2> %t.err14
; RUN: FileCheck --input-file=%t.err14 %s --check-prefix=ERROR14
; RUN: grep -E '(^|: )error: ' %t.err14 | count 1
; ERROR14: :[[@LINE+23]]:{{[0-9]+}}: error: {{.*}}expected integer
; RUN: (sed '/; case/!b;/; case 15$/!s/.*//' %s > %t/t15.ll && %exit 1 %llfuzz verify %t/t15.ll) 2> %t.err15
; RUN: FileCheck --input-file=%t.err15 %s --check-prefix=ERROR15
; RUN: grep -E '(^|: )error: ' %t.err15 | count 1
; ERROR15: :[[@LINE+20]]:{{[0-9]+}}: error: {{.*}}value for 'dwoId' too large, limit is 18446744073709551615

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DILocation(line: 4294967296, scope: !0)                            ; case 1
!2 = !DILocation(line: 1, column: 65536, scope: !0)                      ; case 2
!2 = !DILocation(line: -1, scope: !0)                                    ; case 3
; 0x... is a floating-point constant in .ll text
!2 = !DILocation(line: 0x10, scope: !0)                                  ; case 4
!2 = !DILocation(line: 1, scope: !0, atomRank: 256)                      ; case 5
!2 = !DILocalVariable(name: "a", arg: 65536, scope: !0)                  ; case 6
!2 = !DIBasicType(name: "b", size: 18446744073709551616)                 ; case 7
!2 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, ptrAuthKey: 8) ; case 8
; DISubrange count: -1 is an empty array, nothing lower
!2 = !DISubrange(count: -2)                                              ; case 9
!2 = !DISubrange(count: 9223372036854775808)                             ; case 10
!2 = !DISubrange(count: 2, lowerBound: -9223372036854775809)             ; case 11
!2 = distinct !DISubprogram(thisAdjustment: 2147483648, isDefinition: false) ; case 12
!2 = !DIFixedPointType(name: "f", factor: 1.5)                           ; case 13
!2 = !DIEnumerator(name: "e", value: !0)                                 ; case 14
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, dwoId: 18446744073709551616) ; case 15
