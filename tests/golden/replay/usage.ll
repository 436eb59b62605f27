; replay's usage errors exit 2; --help describes the directives and options.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 2 %llfuzz replay 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: {{(^|: )}}error: {{.*}}no case file or folder
; RUN: %exit 2 %llfuzz replay -j 0 %S/Inputs/refines.ll 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: {{(^|: )}}error: {{.*}}-j 0: must be 1..256
; RUN: %exit 2 %llfuzz replay %S/Inputs/refines.ll --engine 2> %t.err3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=ERROR3
; RUN: grep -E '(^|: )error: ' %t.err3 | count 1
; ERROR3: {{(^|: )}}error: {{.*}}--engine needs a value
; RUN: %exit 2 %llfuzz replay %S/Inputs/no-such-case.ll > %t.out4 2> %t.err4
; RUN: test ! -s %t.out4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: {{(^|: )}}error: {{.*}}cannot open
; RUN: %llfuzz replay --help | FileCheck %s --check-prefix=CHECK5
; CHECK5: usage: llfuzz replay [options] PATH...
; CHECK5: ; llfuzz-expect: divergence [VERDICT]
; CHECK5: --junit F
; CHECK5: exit status: 0
; RUN: %llfuzz --help | FileCheck %s --check-prefix=CHECK6
; CHECK6: replay {{ +}}replay corpus cases
