; Fields that cannot be null or empty: the scope of a location, a lexical
; block, a local variable or a label; the file of a compile unit; the count of
; a subrange; the name of a global variable (LangRef "DILocation",
; "DICompileUnit", "DISubrange"...).
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: sed '/; case/!b;/; case 1$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@36: 'scope' cannot be null
; RUN: sed '/; case/!b;/; case 2$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@37: 'scope' cannot be null
; RUN: sed '/; case/!b;/; case 3$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@38: 'scope' cannot be null
; RUN: sed '/; case/!b;/; case 4$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@39: 'scope' cannot be null
; RUN: sed '/; case/!b;/; case 5$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@40: 'scope' cannot be null
; RUN: sed '/; case/!b;/; case 6$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@41: 'file' cannot be null
; RUN: sed '/; case/!b;/; case 7$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@42: 'count' cannot be null
; RUN: sed '/; case/!b;/; case 8$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@43: 'name' cannot be empty

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
