; Flag fields: DIFlag* (flags:) and DISPFlag* (spFlags:) names and 32-bit
; integers joined by '|' (LangRef "DIFlags", "DISubprogram").  DIFlagZero and
; DISPFlagZero are not names llvm-as accepts.
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (sed '/; case/!b;/; case 1$/!s/.*//' %s > %t/t1.ll && %exit 1 %llfuzz verify %t/t1.ll) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: :[[@LINE+36]]:{{[0-9]+}}: error: {{.*}}invalid debug info flag 'DIFlagUnknown'
; RUN: (sed '/; case/!b;/; case 2$/!s/.*//' %s > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :[[@LINE+33]]:{{[0-9]+}}: error: {{.*}}invalid debug info flag 'DIFlagZero'
; RUN: (sed '/; case/!b;/; case 3$/!s/.*//' %s > %t/t3.ll && %exit 1 %llfuzz verify %t/t3.ll) 2> %t.err3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=ERROR3
; RUN: grep -E '(^|: )error: ' %t.err3 | count 1
; ERROR3: :[[@LINE+30]]:{{[0-9]+}}: error: {{.*}}invalid debug info flag 'DIFlagBogus'
; RUN: (sed '/; case/!b;/; case 4$/!s/.*//' %s > %t/t4.ll && %exit 1 %llfuzz verify %t/t4.ll) 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: :[[@LINE+27]]:{{[0-9]+}}: error: {{.*}}expected debug info flag
; RUN: (sed '/; case/!b;/; case 5$/!s/.*//' %s > %t/t5.ll && %exit 1 %llfuzz verify %t/t5.ll) 2> %t.err5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=ERROR5
; RUN: grep -E '(^|: )error: ' %t.err5 | count 1
; ERROR5: :[[@LINE+24]]:{{[0-9]+}}: error: {{.*}}expected 32-bit integer (too large)
; RUN: (sed '/; case/!b;/; case 6$/!s/.*//' %s > %t/t6.ll && %exit 1 %llfuzz verify %t/t6.ll) 2> %t.err6
; RUN: FileCheck --input-file=%t.err6 %s --check-prefix=ERROR6
; RUN: grep -E '(^|: )error: ' %t.err6 | count 1
; ERROR6: :[[@LINE+21]]:{{[0-9]+}}: error: {{.*}}expected debug info flag
; RUN: (sed '/; case/!b;/; case 7$/!s/.*//' %s > %t/t7.ll && %exit 1 %llfuzz verify %t/t7.ll) 2> %t.err7
; RUN: FileCheck --input-file=%t.err7 %s --check-prefix=ERROR7
; RUN: grep -E '(^|: )error: ' %t.err7 | count 1
; ERROR7: :[[@LINE+18]]:{{[0-9]+}}: error: {{.*}}invalid subprogram debug info flag 'DISPFlagBogus'
; RUN: (sed '/; case/!b;/; case 8$/!s/.*//' %s > %t/t8.ll && %exit 1 %llfuzz verify %t/t8.ll) 2> %t.err8
; RUN: FileCheck --input-file=%t.err8 %s --check-prefix=ERROR8
; RUN: grep -E '(^|: )error: ' %t.err8 | count 1
; ERROR8: :[[@LINE+15]]:{{[0-9]+}}: error: {{.*}}expected debug info flag
; RUN: (sed '/; case/!b;/; case 9$/!s/.*//' %s > %t/t9.ll && %exit 1 %llfuzz verify %t/t9.ll) 2> %t.err9
; RUN: FileCheck --input-file=%t.err9 %s --check-prefix=ERROR9
; RUN: grep -E '(^|: )error: ' %t.err9 | count 1
; ERROR9: :[[@LINE+12]]:{{[0-9]+}}: error: {{.*}}expected debug info flag

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
