; What each field holds: a metadata operand, a string constant, a boolean, a
; braced list (GenericDINode operands) -- not one for another (LangRef
; "Specialized Metadata Nodes").
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: sed '/; case/!b;/; case 1$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@38: expected metadata operand
; RUN: sed '/; case/!b;/; case 2$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@39: expected metadata operand
; RUN: sed '/; case/!b;/; case 3$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@41: expected type
; RUN: sed '/; case/!b;/; case 4$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@42: expected string constant
; RUN: sed '/; case/!b;/; case 5$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@43: expected string constant
; RUN: sed '/; case/!b;/; case 6$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@44: expected 'true' or 'false'
; RUN: sed '/; case/!b;/; case 7$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@45: expected '{' here
; RUN: sed '/; case/!b;/; case 8$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@47: expected ')' here
; RUN: sed '/; case/!b;/; case 9$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@48: expected 'true' or 'false'

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DILocation(line: 1, scope: 5)                                      ; case 1
!2 = !DILocation(line: 1, scope: "f")                                    ; case 2
; braces start a struct type, not a list
!2 = !DILocation(line: 1, scope: {!0})                                   ; case 3
!2 = !DIFile(filename: !"a.c", directory: "/")                           ; case 4
!2 = !DIBasicType(name: null)                                            ; case 5
!2 = !DILocation(line: 1, scope: !0, isImplicitCode: 1)                  ; case 6
!2 = !GenericDINode(tag: DW_TAG_variable, operands: !0)                  ; case 7
; only flag fields join values with '|'
!2 = !DILocation(line: 1 | 2, scope: !0)                                 ; case 8
!2 = !DILocation(line: 1, scope: !0, isImplicitCode: DW_TAG_member)      ; case 9
