; Specialized metadata nodes: only the kinds LLVM 22 knows (LangRef
; "Specialized Metadata Nodes"); DIAssignID is distinct and has no operands.
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: sed '/; case/!b;/; case 1$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@25: expected metadata type
; RUN: sed '/; case/!b;/; case 2$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@27: expected metadata type
; RUN: sed '/; case/!b;/; case 3$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@29: expected metadata type
; RUN: sed '/; case/!b;/; case 4$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@30: missing 'distinct', required for !DIAssignID()
; RUN: sed '/; case/!b;/; case 5$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@31: expected ')' here

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DIFoo(scope: !0)                                                   ; case 1
; a node kind is case-sensitive
!2 = !DIlocation(scope: !0)                                              ; case 2
; nested nodes are checked too
!2 = !{!DIBogus()}                                                       ; case 3
!2 = !DIAssignID()                                                       ; case 4
!2 = distinct !DIAssignID(scope: !0)                                     ; case 5
