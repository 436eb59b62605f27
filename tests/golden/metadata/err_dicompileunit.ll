; DICompileUnit: always distinct, with a file, and a language given either as
; a DWARF 5 code (language:) or as a DWARF 6 name with an optional version
; (sourceLanguageName:, sourceLanguageVersion:), not both (LangRef
; "DICompileUnit").
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (sed '/; case/!b;/; case 1$/!s/.*//' %s > %t/t1.ll && %exit 1 %llfuzz verify %t/t1.ll) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: :[[@LINE+24]]:{{[0-9]+}}: error: {{.*}}missing 'distinct', required for !DICompileUnit
; RUN: (sed '/; case/!b;/; case 2$/!s/.*//' %s > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :[[@LINE+21]]:{{[0-9]+}}: error: {{.*}}missing one of 'language' or 'sourceLanguageName', required for !DICompileUnit
; RUN: (sed '/; case/!b;/; case 3$/!s/.*//' %s > %t/t3.ll && %exit 1 %llfuzz verify %t/t3.ll) 2> %t.err3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=ERROR3
; RUN: grep -E '(^|: )error: ' %t.err3 | count 1
; ERROR3: :[[@LINE+18]]:{{[0-9]+}}: error: {{.*}}can only specify one of 'language' and 'sourceLanguageName' on !DICompileUnit
; RUN: (sed '/; case/!b;/; case 4$/!s/.*//' %s > %t/t4.ll && %exit 1 %llfuzz verify %t/t4.ll) 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: :[[@LINE+15]]:{{[0-9]+}}: error: {{.*}}'sourceLanguageVersion' requires an associated 'sourceLanguageName' on !DICompileUnit
; RUN: (sed '/; case/!b;/; case 5$/!s/.*//' %s > %t/t5.ll && %exit 1 %llfuzz verify %t/t5.ll) 2> %t.err5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=ERROR5
; RUN: grep -E '(^|: )error: ' %t.err5 | count 1
; ERROR5: :[[@LINE+12]]:{{[0-9]+}}: error: {{.*}}missing required field 'file'
; RUN: (sed '/; case/!b;/; case 6$/!s/.*//' %s > %t/t6.ll && %exit 1 %llfuzz verify %t/t6.ll) 2> %t.err6
; RUN: FileCheck --input-file=%t.err6 %s --check-prefix=ERROR6
; RUN: grep -E '(^|: )error: ' %t.err6 | count 1
; ERROR6: :[[@LINE+10]]:{{[0-9]+}}: error: {{.*}}missing 'distinct', required for !DICompileUnit

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DICompileUnit(language: DW_LANG_C99, file: !1)                     ; case 1
!2 = distinct !DICompileUnit(file: !1, producer: "clang")                ; case 2
!2 = distinct !DICompileUnit(language: DW_LANG_C, sourceLanguageName: DW_LNAME_C, file: !1) ; case 3
!2 = distinct !DICompileUnit(language: DW_LANG_C, sourceLanguageVersion: 201112, file: !1) ; case 4
!2 = distinct !DICompileUnit(language: DW_LANG_C)                        ; case 5
; distinct is checked before the fields
!2 = !DICompileUnit(bogus: 1)                                            ; case 6
