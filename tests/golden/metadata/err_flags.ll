; Flag fields: DIFlag* (flags:) and DISPFlag* (spFlags:) names and 32-bit
; integers joined by '|' (LangRef "DIFlags", "DISubprogram").  DIFlagZero and
; DISPFlagZero are not names llvm-as accepts.
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: sed '/; case/!b;/; case 1$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@38: invalid debug info flag 'DIFlagUnknown'
; RUN: sed '/; case/!b;/; case 2$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@39: invalid debug info flag 'DIFlagZero'
; RUN: sed '/; case/!b;/; case 3$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@40: invalid debug info flag 'DIFlagBogus'
; RUN: sed '/; case/!b;/; case 4$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@41: expected debug info flag
; RUN: sed '/; case/!b;/; case 5$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@42: expected 32-bit integer (too large)
; RUN: sed '/; case/!b;/; case 6$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@43: expected debug info flag
; RUN: sed '/; case/!b;/; case 7$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@44: invalid subprogram debug info flag 'DISPFlagBogus'
; RUN: sed '/; case/!b;/; case 8$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@45: expected debug info flag
; RUN: sed '/; case/!b;/; case 9$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@46: expected debug info flag

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DIBasicType(name: "b", flags: DIFlagUnknown)                       ; case 1
!2 = !DIBasicType(name: "b", flags: DIFlagZero)                          ; case 2
!2 = !DIBasicType(name: "b", flags: DIFlagVector | DIFlagBogus)          ; case 3
!2 = !DIBasicType(name: "b", flags: -1)                                  ; case 4
!2 = !DIBasicType(name: "b", flags: 4294967296)                          ; case 5
!2 = !DIBasicType(name: "b", flags: DIFlagVector | DW_TAG_member)        ; case 6
!2 = distinct !DISubprogram(spFlags: DISPFlagBogus)                      ; case 7
!2 = distinct !DISubprogram(spFlags: DIFlagPublic)                       ; case 8
!2 = !DISubroutineType(flags: "0", types: !0)                            ; case 9
