; Rules across fields: a DIFile checksum and its kind go together (LangRef
; "DIFile"); an unsigned DIEnumerator cannot have a negative value.  llvm-as
; reports these after the node's ')', so each case sits inside a tuple to keep
; that on the node's line.
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: sed '/; case/!b;/; case 1$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@24: 'checksumkind' and 'checksum' must be provided together
; RUN: sed '/; case/!b;/; case 2$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@25: 'checksumkind' and 'checksum' must be provided together
; RUN: sed '/; case/!b;/; case 3$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@26: unsigned enumerator with negative value
; RUN: sed '/; case/!b;/; case 4$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@28: unsigned enumerator with negative value

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{!DIFile(filename: "a.c", directory: "/", checksum: "00ff")}       ; case 1
!2 = !{!DIFile(filename: "a.c", directory: "/", checksumkind: CSK_MD5)}  ; case 2
!2 = !{!DIEnumerator(name: "e", value: -1, isUnsigned: true)}            ; case 3
; s0x: a two's complement hex integer, negative here
!2 = !{!DIEnumerator(name: "e", value: s0xFF, isUnsigned: true)}         ; case 4
