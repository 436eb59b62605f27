; Named constants: DWARF tags, languages, encodings, calling conventions,
; virtualities, macinfo types, and LLVM's emission, name-table, fixed-point,
; enum and checksum kinds.  A name of the right family must be a known one; an
; integer stands for any of them up to the field's limit (LangRef
; "DIBasicType", "DICompileUnit", "DIFile"...; the names are in ir/di.def).
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: sed '/; case/!b;/; case 1$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@76: invalid DWARF tag 'DW_TAG_badtag'
; RUN: sed '/; case/!b;/; case 2$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@77: expected DWARF tag
; RUN: sed '/; case/!b;/; case 3$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@78: value for 'tag' too large, limit is 65535
; RUN: sed '/; case/!b;/; case 4$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@79: expected unsigned integer
; RUN: sed '/; case/!b;/; case 5$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@80: invalid DWARF language 'DW_LANG_blah'
; RUN: sed '/; case/!b;/; case 6$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@81: value for 'language' too large, limit is 65535
; RUN: sed '/; case/!b;/; case 7$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@82: invalid DWARF source language name 'DW_LNAME_Cobol85'
; RUN: sed '/; case/!b;/; case 8$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@83: expected DWARF source language name
; RUN: sed '/; case/!b;/; case 9$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@84: invalid DWARF type attribute encoding 'DW_ATE_bogus'
; RUN: sed '/; case/!b;/; case 10$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@85: value for 'encoding' too large, limit is 255
; RUN: sed '/; case/!b;/; case 11$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@86: invalid DWARF calling convention 'DW_CC_bogus'
; RUN: sed '/; case/!b;/; case 12$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@87: value for 'virtuality' too large, limit is 2
; RUN: sed '/; case/!b;/; case 13$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@88: invalid DWARF virtuality code 'DW_VIRTUALITY_final'
; RUN: sed '/; case/!b;/; case 14$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@89: invalid DWARF macinfo type 'DW_MACINFO_bogus'
; RUN: sed '/; case/!b;/; case 15$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@90: invalid DWARF enum kind code 'DW_APPLE_ENUM_KIND_Half'
; RUN: sed '/; case/!b;/; case 16$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@91: expected emission kind
; RUN: sed '/; case/!b;/; case 17$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@92: value for 'emissionKind' too large, limit is 3
; RUN: sed '/; case/!b;/; case 18$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@94: expected emission kind
; RUN: sed '/; case/!b;/; case 19$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@95: expected nameTable kind
; RUN: sed '/; case/!b;/; case 20$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@96: expected fixed-point kind
; RUN: sed '/; case/!b;/; case 21$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@97: invalid checksum kind 'CSK_CRC32'

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
