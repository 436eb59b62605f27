; DICompileUnit: always distinct, with a file, and a language given either as
; a DWARF 5 code (language:) or as a DWARF 6 name with an optional version
; (sourceLanguageName:, sourceLanguageVersion:), not both (LangRef
; "DICompileUnit").
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: sed '/; case/!b;/; case 1$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@30: missing 'distinct', required for !DICompileUnit
; RUN: sed '/; case/!b;/; case 2$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@31: missing one of 'language' or 'sourceLanguageName', required for !DICompileUnit
; RUN: sed '/; case/!b;/; case 3$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@32: can only specify one of 'language' and 'sourceLanguageName' on !DICompileUnit
; RUN: sed '/; case/!b;/; case 4$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@33: 'sourceLanguageVersion' requires an associated 'sourceLanguageName' on !DICompileUnit
; RUN: sed '/; case/!b;/; case 5$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@34: missing required field 'file'
; RUN: sed '/; case/!b;/; case 6$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@36: missing 'distinct', required for !DICompileUnit

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DICompileUnit(language: DW_LANG_C99, file: !1)                     ; case 1
!2 = distinct !DICompileUnit(file: !1, producer: "clang")                ; case 2
!2 = distinct !DICompileUnit(language: DW_LANG_C, sourceLanguageName: DW_LNAME_C, file: !1) ; case 3
!2 = distinct !DICompileUnit(language: DW_LANG_C, sourceLanguageVersion: 201112, file: !1) ; case 4
!2 = distinct !DICompileUnit(language: DW_LANG_C)                        ; case 5
; distinct is checked before the fields
!2 = !DICompileUnit(bogus: 1)                                            ; case 6
