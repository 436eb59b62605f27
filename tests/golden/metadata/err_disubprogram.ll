; A DISubprogram that is a definition must be distinct (LangRef "DISubprogram").
; spFlags decides when written (DISPFlagDefinition is bit 3); otherwise
; isDefinition, which defaults to true.
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: sed '/; case/!b;/; case 1$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@26: missing 'distinct', required for !DISubprogram that is a Definition
; RUN: sed '/; case/!b;/; case 2$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@27: missing 'distinct', required for !DISubprogram that is a Definition
; RUN: sed '/; case/!b;/; case 3$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@29: missing 'distinct', required for !DISubprogram that is a Definition
; RUN: sed '/; case/!b;/; case 4$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@30: missing 'distinct', required for !DISubprogram that is a Definition
; RUN: sed '/; case/!b;/; case 5$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@32: missing 'distinct', required for !DISubprogram that is a Definition

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DISubprogram(name: "f", spFlags: DISPFlagDefinition)               ; case 1
!2 = !DISubprogram(name: "f", spFlags: DISPFlagLocalToUnit | 8)          ; case 2
; spFlags overrides isDefinition
!2 = !DISubprogram(name: "f", isDefinition: false, spFlags: DISPFlagDefinition) ; case 3
!2 = !DISubprogram(name: "f", isDefinition: true)                        ; case 4
; no flags at all: a definition
!2 = !DISubprogram(name: "f", scope: !1)                                 ; case 5
