; Named constants: DWARF tags, languages, encodings, calling conventions,
; virtualities, macinfo types, and LLVM's emission, name-table, fixed-point,
; enum and checksum kinds.  A name of the right family must be a known one; an
; integer stands for any of them up to the field's limit (LangRef
; "DIBasicType", "DICompileUnit", "DIFile"...; the names are in ir/di.def).
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (sed '/; case/!b;/; case 1$/!s/.*//' %s > %t/t1.ll && %exit 1 %llfuzz verify %t/t1.ll) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: :[[@LINE+84]]:{{[0-9]+}}: error: {{.*}}invalid DWARF tag 'DW_TAG_badtag'
; RUN: (sed '/; case/!b;/; case 2$/!s/.*//' %s > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :[[@LINE+81]]:{{[0-9]+}}: error: {{.*}}expected DWARF tag
; RUN: (sed '/; case/!b;/; case 3$/!s/.*//' %s > %t/t3.ll && %exit 1 %llfuzz verify %t/t3.ll) 2> %t.err3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=ERROR3
; RUN: grep -E '(^|: )error: ' %t.err3 | count 1
; ERROR3: :[[@LINE+78]]:{{[0-9]+}}: error: {{.*}}value for 'tag' too large, limit is 65535
; RUN: (sed '/; case/!b;/; case 4$/!s/.*//' %s > %t/t4.ll && %exit 1 %llfuzz verify %t/t4.ll) 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: :[[@LINE+75]]:{{[0-9]+}}: error: {{.*}}expected unsigned integer
; RUN: (sed '/; case/!b;/; case 5$/!s/.*//' %s > %t/t5.ll && %exit 1 %llfuzz verify %t/t5.ll) 2> %t.err5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=ERROR5
; RUN: grep -E '(^|: )error: ' %t.err5 | count 1
; ERROR5: :[[@LINE+72]]:{{[0-9]+}}: error: {{.*}}invalid DWARF language 'DW_LANG_blah'
; RUN: (sed '/; case/!b;/; case 6$/!s/.*//' %s > %t/t6.ll && %exit 1 %llfuzz verify %t/t6.ll) 2> %t.err6
; RUN: FileCheck --input-file=%t.err6 %s --check-prefix=ERROR6
; RUN: grep -E '(^|: )error: ' %t.err6 | count 1
; ERROR6: :[[@LINE+69]]:{{[0-9]+}}: error: {{.*}}value for 'language' too large, limit is 65535
; RUN: (sed '/; case/!b;/; case 7$/!s/.*//' %s > %t/t7.ll && %exit 1 %llfuzz verify %t/t7.ll) 2> %t.err7
; RUN: FileCheck --input-file=%t.err7 %s --check-prefix=ERROR7
; RUN: grep -E '(^|: )error: ' %t.err7 | count 1
; ERROR7: :[[@LINE+66]]:{{[0-9]+}}: error: {{.*}}invalid DWARF source language name 'DW_LNAME_Cobol85'
; RUN: (sed '/; case/!b;/; case 8$/!s/.*//' %s > %t/t8.ll && %exit 1 %llfuzz verify %t/t8.ll) 2> %t.err8
; RUN: FileCheck --input-file=%t.err8 %s --check-prefix=ERROR8
; RUN: grep -E '(^|: )error: ' %t.err8 | count 1
; ERROR8: :[[@LINE+63]]:{{[0-9]+}}: error: {{.*}}expected DWARF source language name
; RUN: (sed '/; case/!b;/; case 9$/!s/.*//' %s > %t/t9.ll && %exit 1 %llfuzz verify %t/t9.ll) 2> %t.err9
; RUN: FileCheck --input-file=%t.err9 %s --check-prefix=ERROR9
; RUN: grep -E '(^|: )error: ' %t.err9 | count 1
; ERROR9: :[[@LINE+60]]:{{[0-9]+}}: error: {{.*}}invalid DWARF type attribute encoding 'DW_ATE_bogus'
; RUN: (sed '/; case/!b;/; case 10$/!s/.*//' %s > %t/t10.ll && %exit 1 %llfuzz verify %t/t10.ll) 2> %t.err10
; RUN: FileCheck --input-file=%t.err10 %s --check-prefix=ERROR10
; RUN: grep -E '(^|: )error: ' %t.err10 | count 1
; ERROR10: :[[@LINE+57]]:{{[0-9]+}}: error: {{.*}}value for 'encoding' too large, limit is 255
; RUN: (sed '/; case/!b;/; case 11$/!s/.*//' %s > %t/t11.ll && %exit 1 %llfuzz verify %t/t11.ll) 2> %t.err11
; RUN: FileCheck --input-file=%t.err11 %s --check-prefix=ERROR11
; RUN: grep -E '(^|: )error: ' %t.err11 | count 1
; ERROR11: :[[@LINE+54]]:{{[0-9]+}}: error: {{.*}}invalid DWARF calling convention 'DW_CC_bogus'
; RUN: (sed '/; case/!b;/; case 12$/!s/.*//' %s > %t/t12.ll && %exit 1 %llfuzz verify %t/t12.ll) 2> %t.err12
; RUN: FileCheck --input-file=%t.err12 %s --check-prefix=ERROR12
; RUN: grep -E '(^|: )error: ' %t.err12 | count 1
; ERROR12: :[[@LINE+51]]:{{[0-9]+}}: error: {{.*}}value for 'virtuality' too large, limit is 2
; RUN: (sed '/; case/!b;/; case 13$/!s/.*//' %s > %t/t13.ll && %exit 1 %llfuzz verify %t/t13.ll) 2> %t.err13
; RUN: FileCheck --input-file=%t.err13 %s --check-prefix=ERROR13
; RUN: grep -E '(^|: )error: ' %t.err13 | count 1
; ERROR13: :[[@LINE+48]]:{{[0-9]+}}: error: {{.*}}invalid DWARF virtuality code 'DW_VIRTUALITY_final'
; RUN: (sed '/; case/!b;/; case 14$/!s/.*//' %s > %t/t14.ll && %exit 1 %llfuzz verify %t/t14.ll) 2> %t.err14
; RUN: FileCheck --input-file=%t.err14 %s --check-prefix=ERROR14
; RUN: grep -E '(^|: )error: ' %t.err14 | count 1
; ERROR14: :[[@LINE+45]]:{{[0-9]+}}: error: {{.*}}invalid DWARF macinfo type 'DW_MACINFO_bogus'
; RUN: (sed '/; case/!b;/; case 15$/!s/.*//' %s > %t/t15.ll && %exit 1 %llfuzz verify %t/t15.ll) 2> %t.err15
; RUN: FileCheck --input-file=%t.err15 %s --check-prefix=ERROR15
; RUN: grep -E '(^|: )error: ' %t.err15 | count 1
; ERROR15: :[[@LINE+42]]:{{[0-9]+}}: error: {{.*}}invalid DWARF enum kind code 'DW_APPLE_ENUM_KIND_Half'
; RUN: (sed '/; case/!b;/; case 16$/!s/.*//' %s > %t/t16.ll && %exit 1 %llfuzz verify %t/t16.ll) 2> %t.err16
; RUN: FileCheck --input-file=%t.err16 %s --check-prefix=ERROR16
; RUN: grep -E '(^|: )error: ' %t.err16 | count 1
; ERROR16: :[[@LINE+39]]:{{[0-9]+}}: error: {{.*}}expected emission kind
; RUN: (sed '/; case/!b;/; case 17$/!s/.*//' %s > %t/t17.ll && %exit 1 %llfuzz verify %t/t17.ll) 2> %t.err17
; RUN: FileCheck --input-file=%t.err17 %s --check-prefix=ERROR17
; RUN: grep -E '(^|: )error: ' %t.err17 | count 1
; ERROR17: :[[@LINE+36]]:{{[0-9]+}}: error: {{.*}}value for 'emissionKind' too large, limit is 3
; RUN: (sed '/; case/!b;/; case 18$/!s/.*//' %s > %t/t18.ll && %exit 1 %llfuzz verify %t/t18.ll) 2> %t.err18
; RUN: FileCheck --input-file=%t.err18 %s --check-prefix=ERROR18
; RUN: grep -E '(^|: )error: ' %t.err18 | count 1
; ERROR18: :[[@LINE+34]]:{{[0-9]+}}: error: {{.*}}expected emission kind
; RUN: (sed '/; case/!b;/; case 19$/!s/.*//' %s > %t/t19.ll && %exit 1 %llfuzz verify %t/t19.ll) 2> %t.err19
; RUN: FileCheck --input-file=%t.err19 %s --check-prefix=ERROR19
; RUN: grep -E '(^|: )error: ' %t.err19 | count 1
; ERROR19: :[[@LINE+31]]:{{[0-9]+}}: error: {{.*}}expected nameTable kind
; RUN: (sed '/; case/!b;/; case 20$/!s/.*//' %s > %t/t20.ll && %exit 1 %llfuzz verify %t/t20.ll) 2> %t.err20
; RUN: FileCheck --input-file=%t.err20 %s --check-prefix=ERROR20
; RUN: grep -E '(^|: )error: ' %t.err20 | count 1
; ERROR20: :[[@LINE+28]]:{{[0-9]+}}: error: {{.*}}expected fixed-point kind
; RUN: (sed '/; case/!b;/; case 21$/!s/.*//' %s > %t/t21.ll && %exit 1 %llfuzz verify %t/t21.ll) 2> %t.err21
; RUN: FileCheck --input-file=%t.err21 %s --check-prefix=ERROR21
; RUN: grep -E '(^|: )error: ' %t.err21 | count 1
; ERROR21: :[[@LINE+25]]:{{[0-9]+}}: error: {{.*}}invalid checksum kind 'CSK_CRC32'

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !GenericDINode(tag: DW_TAG_badtag)                                  ; case 1
!2 = !GenericDINode(tag: DW_LANG_C)                                      ; case 2
!2 = !GenericDINode(tag: 65536)                                          ; case 3
!2 = !DIBasicType(name: "b", tag: -1)                                    ; case 4
!2 = distinct !DICompileUnit(language: DW_LANG_blah, file: !1)           ; case 5
!2 = distinct !DICompileUnit(language: 65536, file: !1)                  ; case 6
!2 = distinct !DICompileUnit(sourceLanguageName: DW_LNAME_Cobol85, file: !1) ; case 7
!2 = distinct !DICompileUnit(sourceLanguageName: DW_LANG_C, file: !1)    ; case 8
!2 = !DIBasicType(name: "b", encoding: DW_ATE_bogus)                     ; case 9
!2 = !DIBasicType(name: "b", encoding: 256)                              ; case 10
!2 = !DISubroutineType(cc: DW_CC_bogus, types: !0)                       ; case 11
!2 = !DISubprogram(virtuality: 3, isDefinition: false)                   ; case 12
!2 = !DISubprogram(virtuality: DW_VIRTUALITY_final, isDefinition: false) ; case 13
!2 = !DIMacro(type: DW_MACINFO_bogus, name: "M")                         ; case 14
!2 = !DICompositeType(tag: DW_TAG_enumeration_type, enumKind: DW_APPLE_ENUM_KIND_Half) ; case 15
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, emissionKind: Full) ; case 16
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, emissionKind: 4) ; case 17
; GNU is a name-table kind, not an emission kind
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, emissionKind: GNU) ; case 18
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, nameTableKind: Full) ; case 19
!2 = !DIFixedPointType(name: "f", kind: Hex)                             ; case 20
!2 = !DIFile(filename: "a.c", directory: "/", checksumkind: CSK_CRC32, checksum: "0") ; case 21
