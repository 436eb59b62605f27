; A DISubprogram that is a definition must be distinct (LangRef "DISubprogram").
; spFlags decides when written (DISPFlagDefinition is bit 3); otherwise
; isDefinition, which defaults to true.
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (sed '/; case/!b;/; case 1$/!s/.*//' %s > %t/t1.ll && %exit 1 %llfuzz verify %t/t1.ll) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: :[[@LINE+20]]:{{[0-9]+}}: error: {{.*}}missing 'distinct', required for !DISubprogram that is a Definition
; RUN: (sed '/; case/!b;/; case 2$/!s/.*//' %s > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :[[@LINE+17]]:{{[0-9]+}}: error: {{.*}}missing 'distinct', required for !DISubprogram that is a Definition
; RUN: (sed '/; case/!b;/; case 3$/!s/.*//' %s > %t/t3.ll && %exit 1 %llfuzz verify %t/t3.ll) 2> %t.err3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=ERROR3
; RUN: grep -E '(^|: )error: ' %t.err3 | count 1
; ERROR3: :[[@LINE+15]]:{{[0-9]+}}: error: {{.*}}missing 'distinct', required for !DISubprogram that is a Definition
; RUN: (sed '/; case/!b;/; case 4$/!s/.*//' %s > %t/t4.ll && %exit 1 %llfuzz verify %t/t4.ll) 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: :[[@LINE+12]]:{{[0-9]+}}: error: {{.*}}missing 'distinct', required for !DISubprogram that is a Definition
; RUN: (sed '/; case/!b;/; case 5$/!s/.*//' %s > %t/t5.ll && %exit 1 %llfuzz verify %t/t5.ll) 2> %t.err5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=ERROR5
; RUN: grep -E '(^|: )error: ' %t.err5 | count 1
; ERROR5: :[[@LINE+10]]:{{[0-9]+}}: error: {{.*}}missing 'distinct', required for !DISubprogram that is a Definition

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DISubprogram(name: "f", spFlags: DISPFlagDefinition)               ; case 1
!2 = !DISubprogram(name: "f", spFlags: DISPFlagLocalToUnit | 8)          ; case 2
; spFlags overrides isDefinition
!2 = !DISubprogram(name: "f", isDefinition: false, spFlags: DISPFlagDefinition) ; case 3
!2 = !DISubprogram(name: "f", isDefinition: true)                        ; case 4
; no flags at all: a definition
!2 = !DISubprogram(name: "f", scope: !1)                                 ; case 5
