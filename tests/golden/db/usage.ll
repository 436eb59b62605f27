; llfuzz db: help and usage errors (exit 2, `llfuzz db <sub>: error: ...`).
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz db --help | FileCheck %s --check-prefix=CHECK1
; CHECK1: usage: llfuzz db <subcommand> [options]
; CHECK1: list
; CHECK1: show
; CHECK1: stats
; CHECK1: merge
; RUN: %llfuzz db list --help | FileCheck %s --check-prefix=CHECK2
; CHECK2: usage: llfuzz db list --db F [--campaign N] [--kind K]
; RUN: %llfuzz db show -h | FileCheck %s --check-prefix=CHECK3
; CHECK3: --module
; RUN: %llfuzz db merge --help | FileCheck %s --check-prefix=CHECK4
; CHECK4: -o OUT
; RUN: %llfuzz --help | FileCheck %s --check-prefix=CHECK5
; CHECK5: db
;
; RUN: %exit 2 %llfuzz db 2> %t.err6
; RUN: FileCheck --input-file=%t.err6 %s --check-prefix=ERROR6
; RUN: grep -E '(^|: )error: ' %t.err6 | count 1
; ERROR6: {{(^|: )}}error: {{.*}}a subcommand is required
; RUN: %exit 2 %llfuzz db frobnicate 2> %t.err7
; RUN: FileCheck --input-file=%t.err7 %s --check-prefix=ERROR7
; RUN: grep -E '(^|: )error: ' %t.err7 | count 1
; ERROR7: {{(^|: )}}error: {{.*}}unknown subcommand 'frobnicate'
; RUN: %exit 2 %llfuzz db list 2> %t.err8
; RUN: FileCheck --input-file=%t.err8 %s --check-prefix=STDERR8
; RUN: FileCheck --input-file=%t.err8 %s --check-prefix=ERROR8
; RUN: grep -E '(^|: )error: ' %t.err8 | count 1
; ERROR8: {{(^|: )}}error: {{.*}}--db is required
; STDERR8: (see 'llfuzz db list --help')
; RUN: %exit 2 %llfuzz db list --db 2> %t.err9
; RUN: FileCheck --input-file=%t.err9 %s --check-prefix=ERROR9
; RUN: grep -E '(^|: )error: ' %t.err9 | count 1
; ERROR9: {{(^|: )}}error: {{.*}}--db needs a value
; RUN: %exit 2 %llfuzz db list --db x.db --id 3 2> %t.err10
; RUN: FileCheck --input-file=%t.err10 %s --check-prefix=ERROR10
; RUN: grep -E '(^|: )error: ' %t.err10 | count 1
; ERROR10: {{(^|: )}}error: {{.*}}unknown option '--id'
; RUN: %exit 2 %llfuzz db stats --db x.db extra 2> %t.err11
; RUN: FileCheck --input-file=%t.err11 %s --check-prefix=ERROR11
; RUN: grep -E '(^|: )error: ' %t.err11 | count 1
; ERROR11: {{(^|: )}}error: {{.*}}unexpected argument 'extra'
; RUN: %exit 2 %llfuzz db show --db x.db 2> %t.err12
; RUN: FileCheck --input-file=%t.err12 %s --check-prefix=ERROR12
; RUN: grep -E '(^|: )error: ' %t.err12 | count 1
; ERROR12: {{(^|: )}}error: {{.*}}--id is required
; RUN: %exit 2 %llfuzz db show --db x.db --id 0 2> %t.err13
; RUN: FileCheck --input-file=%t.err13 %s --check-prefix=ERROR13
; RUN: grep -E '(^|: )error: ' %t.err13 | count 1
; ERROR13: {{(^|: )}}error: {{.*}}bad value '0' for --id
; RUN: %exit 2 %llfuzz db show --db x.db --id 1 --module --reduced 2> %t.err14
; RUN: FileCheck --input-file=%t.err14 %s --check-prefix=ERROR14
; RUN: grep -E '(^|: )error: ' %t.err14 | count 1
; ERROR14: {{(^|: )}}error: {{.*}}exclude each other
; RUN: %exit 2 %llfuzz db list --db x.db --campaign -1 2> %t.err15
; RUN: FileCheck --input-file=%t.err15 %s --check-prefix=ERROR15
; RUN: grep -E '(^|: )error: ' %t.err15 | count 1
; ERROR15: {{(^|: )}}error: {{.*}}bad value '-1' for --campaign
; RUN: %exit 2 %llfuzz db merge -o out.db 2> %t.err16
; RUN: FileCheck --input-file=%t.err16 %s --check-prefix=ERROR16
; RUN: grep -E '(^|: )error: ' %t.err16 | count 1
; ERROR16: {{(^|: )}}error: {{.*}}no stores to merge
; RUN: %exit 2 %llfuzz db merge a.db b.db 2> %t.err17
; RUN: FileCheck --input-file=%t.err17 %s --check-prefix=ERROR17
; RUN: grep -E '(^|: )error: ' %t.err17 | count 1
; ERROR17: {{(^|: )}}error: {{.*}}-o OUT.db is required
