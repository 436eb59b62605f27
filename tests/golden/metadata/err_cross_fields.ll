; Rules across fields: a DIFile checksum and its kind go together (LangRef
; "DIFile"); an unsigned DIEnumerator cannot have a negative value.  llvm-as
; reports these after the node's ')', so each case sits inside a tuple to keep
; that on the node's line.
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (sed '/; case/!b;/; case 1$/!s/.*//' %s > %t/t1.ll && %exit 1 %llfuzz verify %t/t1.ll) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: :[[@LINE+16]]:{{[0-9]+}}: error: {{.*}}'checksumkind' and 'checksum' must be provided together
; RUN: (sed '/; case/!b;/; case 2$/!s/.*//' %s > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :[[@LINE+13]]:{{[0-9]+}}: error: {{.*}}'checksumkind' and 'checksum' must be provided together
; RUN: (sed '/; case/!b;/; case 3$/!s/.*//' %s > %t/t3.ll && %exit 1 %llfuzz verify %t/t3.ll) 2> %t.err3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=ERROR3
; RUN: grep -E '(^|: )error: ' %t.err3 | count 1
; ERROR3: :[[@LINE+10]]:{{[0-9]+}}: error: {{.*}}unsigned enumerator with negative value
; RUN: (sed '/; case/!b;/; case 4$/!s/.*//' %s > %t/t4.ll && %exit 1 %llfuzz verify %t/t4.ll) 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: :[[@LINE+8]]:{{[0-9]+}}: error: {{.*}}unsigned enumerator with negative value

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{!DIFile(filename: "a.c", directory: "/", checksum: "00ff")}       ; case 1
!2 = !{!DIFile(filename: "a.c", directory: "/", checksumkind: CSK_MD5)}  ; case 2
!2 = !{!DIEnumerator(name: "e", value: -1, isUnsigned: true)}            ; case 3
; s0x: a two's complement hex integer, negative here
!2 = !{!DIEnumerator(name: "e", value: s0xFF, isUnsigned: true)}         ; case 4
